/**
 * Throughput benchmark of concurrent users (issue 8; README "The embedded database"): starts the
 * whole server on the current database (DATABASE_URL, or a fresh embedded PGlite in a temporary
 * DATA_DIR), creates one client-manager per simulated user in a throw-away environment, and for
 * 1, 8 and 20 concurrent users runs the same mixed sequence over real HTTP (profile read, client
 * list with search, client read, note written, client updated: 3 reads for 2 writes), printing
 * requests per second and the median / p95 latency in milliseconds. Not a pass/fail test.
 *
 * Usage: npm run build -w api && npm run bench:concurrency -w api [-- --requests 600 --users 1,8,20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config';
import { createApp } from '../app.factory';
import { hashPassword } from '../modules/auth/password';
import { makePartitaIva } from '@bandi/domain';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
}

function quantile(ms: number[], p: number): number {
  const s = [...ms].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}

async function main(): Promise<void> {
  const perLevel = Number(arg('requests', '600'));
  const levels = arg('users', '1,8,20').split(',').map(Number);
  const maxUsers = Math.max(...levels);
  Logger.overrideLogger(['error', 'warn']);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATABASE_URL ? tmp : path.join(tmp, 'data'), SEED_DEMO: 'false' });
  const handle = await createApp(config, { logger: false });
  const ds = handle.db.dataSource;
  let projectId = 0;
  try {
    await new Promise<void>((resolve) => handle.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(handle.app.getHttpServer().address() as AddressInfo).port}/api`;
    const [{ version }] = await ds.query(`SELECT version()`);
    const [project] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'orange') RETURNING id`, [
      `Benchmark concorrenza ${new Date().toISOString()}`,
    ]);
    projectId = project.id;
    const hash = await hashPassword('Bench!2026');
    const tokens: string[] = [];
    const clientIds: number[] = [];
    for (let u = 0; u < maxUsers; u++) {
      const email = `bench.${u}.${projectId}@prova.it`;
      const [user] = await ds.query(
        `INSERT INTO users (name, surname, email, password_hash, type) VALUES ('Utente', $1, $2, $3, 'client-manager') RETURNING id`,
        [`Bench ${u}`, email, hash],
      );
      await ds.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1, $2)`, [projectId, user.id]);
      const [client] = await ds.query(`INSERT INTO clients (project_id, business_name, vat_number) VALUES ($1, $2, $3) RETURNING id`, [
        projectId,
        `Impresa bench ${u} S.r.l.`,
        makePartitaIva(String(2_000_000 + u).padStart(7, '0'), '001'),
      ]);
      clientIds.push(client.id);
      const res = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' },
        body: JSON.stringify({ email, password: 'Bench!2026' }),
      });
      tokens.push(((await res.json()) as { access_token: string }).access_token);
    }
    console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite'} — ${version}`);
    console.log(`${perLevel} requests per level, mixed 3 reads / 2 writes per user sequence`);
    for (const users of levels) {
      const latencies: number[] = [];
      let errors = 0;
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: users }, async (_, u) => {
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[u]}` };
          const client = `${base}/projects/${projectId}/clients/${clientIds[u]}`;
          const steps: [string, string, unknown?][] = [
            ['GET', `${base}/profile`],
            ['GET', `${base}/projects/${projectId}/clients?search=bench&take=15`],
            ['GET', client],
            ['POST', `${client}/notes`, { text: 'Nota di prova del benchmark' }],
            ['PUT', `${base}/profile`, { name: 'Utente', surname: `Bench ${u}` }],
          ];
          for (let i = 0; next < perLevel; i++) {
            next++;
            const [method, url, body] = steps[i % steps.length];
            const s = performance.now();
            const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
            await res.arrayBuffer();
            latencies.push(performance.now() - s);
            if (res.status >= 400) errors++;
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `${String(users).padStart(2)} concurrent users: ${(latencies.length / seconds).toFixed(0).padStart(5)} req/s, ` +
          `median ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, errors ${errors}`,
      );
    }
  } finally {
    if (projectId) {
      await ds.query(`DELETE FROM projects WHERE id = $1`, [projectId]).catch(() => undefined);
      await ds.query(`DELETE FROM users WHERE email LIKE $1`, [`bench.%.${projectId}@prova.it`]).catch(() => undefined);
    }
    await handle.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
