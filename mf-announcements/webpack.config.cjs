/** mf-announcements: bandi, template and the public announcement page (remote `mf_announcements`). */
const { makeConfig } = require('../tools/webpack.federation.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_announcements',
  exposes: {
    './AnnouncementsApp': './src/AnnouncementsApp.tsx',
    './TemplatesApp': './src/TemplatesApp.tsx',
    './PublicAnnouncementApp': './src/PublicAnnouncementApp.tsx',
  },
  port: 3002,
});
