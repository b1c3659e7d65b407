/** mf-calls: richieste (client and supplier calls) of an environment (remote `mf_calls`). */
const { makeConfig } = require('../tools/webpack.federation.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_calls',
  exposes: {
    './CallsApp': './src/CallsApp.tsx',
    './CallCreateForm': './src/calls/CallCreateForm.tsx',
    './TasksApp': './src/tasks/TasksApp.tsx',
  },
  port: 3004,
});
