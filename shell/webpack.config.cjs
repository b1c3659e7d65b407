/** shell: the React host (login, route guard, layouts, home, profile), remotes registered at run time. */
const { makeConfig } = require('../tools/webpack.federation.cjs');

module.exports = makeConfig({ dir: __dirname, name: 'shell', port: 3001, publicPath: '/build/shell/', html: true });
