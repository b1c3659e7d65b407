/**
 * Unit tests of the shell: its pure code (the federation version check, paths) in Node, and the
 * components that need a DOM with `@jest-environment jsdom` in the file's docblock
 * (tools/jest-frontend.cjs, shared with mf-clients).
 */
module.exports = require('../tools/jest-frontend.cjs')({ assetStub: '<rootDir>/test/asset-stub.cjs' });
