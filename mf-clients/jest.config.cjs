/**
 * Unit tests of mf-clients (issue 34: the "Aiuti ricevuti" tab; issue 33: the client import; the
 * client screens tested before are in shell/test): the shell's set-up, tools/jest-frontend.cjs.
 */
module.exports = require('../tools/jest-frontend.cjs')();
