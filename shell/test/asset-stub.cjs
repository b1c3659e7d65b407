/** An image of the shell (`asset/resource` in webpack: its URL) in the unit tests: a fixed file name. */
module.exports = 'asset-stub.svg';
