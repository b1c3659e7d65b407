/** mf-settings: global settings, environment settings and the environment's newsletters (remote `mf_settings`). */
const { makeConfig } = require('../tools/webpack.federation.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_settings',
  exposes: {
    './GlobalSettingsApp': './src/GlobalSettingsApp.tsx',
    './ProjectSettingsApp': './src/ProjectSettingsApp.tsx',
    './NewslettersApp': './src/NewslettersApp.tsx',
  },
  port: 3005,
});
