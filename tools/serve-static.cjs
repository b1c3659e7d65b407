#!/usr/bin/env node
/**
 * Serves one remote's build on its own port, as a team would deploy it alone (e.g. on a CDN):
 * `npm run serve -w mf-calls` (PORT env or `--port N`, default 4000). CORS is open so the shell
 * on another origin can load mf-manifest.json, remoteEntry.js and the chunks. Then point the
 * registry at it: PUT /api/federation/remotes/mf_calls {"entry": "http://host:port/mf-manifest.json"}.
 */
const path = require('node:path');
const express = require('express');

const args = process.argv.slice(2);
const dir = path.resolve(process.cwd(), args.find((a) => !a.startsWith('--')) || 'dist');
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT || 4000);

const app = express();
app.use((_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
});
app.use(express.static(dir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
const server = app.listen(port, process.env.HOST || '127.0.0.1', () =>
  console.log(`[serve-static] ${dir} su http://${process.env.HOST || '127.0.0.1'}:${port}`),
);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.close(() => process.exit(0)));
