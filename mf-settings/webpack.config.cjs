/** mf-settings: global settings and environment settings (remote `mf_settings`). */
const { makeConfig } = require('../tools/webpack.federation.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_settings',
  exposes: {
    './GlobalSettingsApp': './src/GlobalSettingsApp.tsx',
    './ProjectSettingsApp': './src/ProjectSettingsApp.tsx',
  },
  port: 3005,
});
