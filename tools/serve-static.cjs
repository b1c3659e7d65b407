#!/usr/bin/env node
/**
 * Serves one remote's build on its own port, as a team would deploy it alone (e.g. on a CDN):
 * `npm run serve -w mf-calls` (PORT env or `--port N`, default 4000). CORS is open so the shell
 * on another origin can load mf-manifest.json, remoteEntry.js and the chunks, each file as it is on
 * disk (the .br/.gz siblings are not substituted: a file edited after the build is served as
 * edited). Then point the registry at it:
 * PUT /api/federation/remotes/mf_calls {"entry": "http://host:port/mf-manifest.json"}.
 */
const path = require('node:path');
const fastify = require('fastify');
const fastifyStatic = require('@fastify/static');

const args = process.argv.slice(2);
const dir = path.resolve(process.cwd(), args.find((a) => !a.startsWith('--')) || 'dist');
const portFlag = args.indexOf('--port');
const port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT || 4000);
const host = process.env.HOST || '127.0.0.1';

const app = fastify();
app.register(fastifyStatic, {
  root: dir,
  index: false,
  cacheControl: false,
  setHeaders: (res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
  },
});
app.listen({ port, host }).then(
  () => console.log(`[serve-static] ${dir} su http://${host}:${port}`),
  (err) => {
    console.error(err.message);
    process.exit(1);
  },
);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => app.close().then(() => process.exit(0)));
