/**
 * @fastify/static requires content-disposition 3, which is published as an ES module only: Node
 * 20.19 loads it with require(), Jest's module registry cannot. The tests map it here, to the
 * CommonJS 1.x of the same package (same `create(filename, options)` and `parse(header)`), used only
 * by `reply.download()`, which the API does not call.
 */
const contentDisposition = require('content-disposition/index.js');

module.exports = { create: contentDisposition, parse: contentDisposition.parse };
