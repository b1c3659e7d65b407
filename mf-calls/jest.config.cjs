/**
 * Unit tests of mf-calls (issue 37: the client's open tasks beside the call log form): the shared
 * front-end set-up, tools/jest-frontend.cjs.
 */
module.exports = require('../tools/jest-frontend.cjs')();
