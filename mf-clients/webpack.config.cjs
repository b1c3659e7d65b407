/** mf-clients: clienti and referenti of an environment (remote `mf_clients`). */
const { makeConfig } = require('../tools/webpack.federation.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_clients',
  exposes: {
    './ClientsApp': './src/ClientsApp.tsx',
    './ReferentsApp': './src/ReferentsApp.tsx',
  },
  port: 3003,
});
