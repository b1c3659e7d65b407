/**
 * RNA import benchmark (issue 34, acceptance 2; docs/domain.md#rna-import): starts the API (the
 * configured database: DATABASE_URL, or a throw-away embedded one), makes an environment with 30
 * clients, writes an RNA open-data file of N `AIUTO` elements (30 of them of those clients) to a
 * temporary file, uploads it over HTTP as a browser does (multipart, streamed from disk by `curl`, another
 * process, so the RSS sampled is the API's alone) and waits for
 * the import job, sampling the process's RSS every 20 ms. Prints the file size (MB), the upload's
 * time and RSS growth, the import's time and RSS growth (peak minus before, MB): the upload and the
 * import stream when both stay flat as N grows (before the upload was streamed to disk, the
 * request held the whole file, up to 200 MB, in one Buffer). The environment is deleted at the
 * end. Not a pass/fail test.
 *
 * Usage: npm run build -w api && npm run bench:rna -w api [-- --aids 200000]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { Logger } from '@nestjs/common';
import { makePartitaIva } from '@bandi/domain';
import { createApp } from '../app.factory';
import { loadConfig } from '../config';
import { hashPassword } from '../modules/auth/password';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : def;
}

const execFileAsync = promisify(execFile);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Writes an RNA file of `n` AIUTO elements to `file`, those at the indexes of `mine` with its codes; answers its bytes. */
async function writeRnaFile(file: string, n: number, mine: Map<number, string>): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<LISTA_AIUTI xmlns="http://www.rna.it/RNA_aiuto/schema">\n');
  for (let i = 0; i < n; i++) {
    const cf = mine.get(i) ?? String(10_000_000_000 + i);
    await write(
      `<AIUTO><CAR>${20000 + (i % 50)}</CAR><TITOLO_MISURA>Misura ${i % 50}</TITOLO_MISURA><SOGGETTO_CONCEDENTE>Regione Esempio</SOGGETTO_CONCEDENTE>` +
        `<COR>${7_000_000 + i}</COR><DATA_CONCESSIONE>2025-0${1 + (i % 9)}-15+01:00</DATA_CONCESSIONE>` +
        `<DENOMINAZIONE_BENEFICIARIO>Impresa ${i}</DENOMINAZIONE_BENEFICIARIO><CODICE_FISCALE_BENEFICIARIO>${cf}</CODICE_FISCALE_BENEFICIARIO>` +
        `<COMPONENTI_AIUTO><COMPONENTE_AIUTO><ID_COMPONENTE_AIUTO>${5_000_000 + i}</ID_COMPONENTE_AIUTO><COD_REGOLAMENTO>UE2831/2023</COD_REGOLAMENTO>` +
        `<DES_REGOLAMENTO>De minimis generale</DES_REGOLAMENTO><STRUMENTI_AIUTO>` +
        `<STRUMENTO_AIUTO><DES_STRUMENTO>Sovvenzione</DES_STRUMENTO><ELEMENTO_DI_AIUTO>1000.50</ELEMENTO_DI_AIUTO><IMPORTO_NOMINALE>1000.50</IMPORTO_NOMINALE></STRUMENTO_AIUTO>` +
        `</STRUMENTI_AIUTO></COMPONENTE_AIUTO></COMPONENTI_AIUTO></AIUTO>\n`,
    );
  }
  await write('</LISTA_AIUTI>\n');
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return fs.statSync(file).size;
}

/** Runs `work` while sampling RSS every 20 ms; answers its time (ms) and the RSS growth (peak minus before, bytes). */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, ms: performance.now() - t0, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const aids = Number(arg('aids', '200000'));
  Logger.overrideLogger(['error', 'warn']);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-bench-rna-'));
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATABASE_URL ? tmp : path.join(tmp, 'data'), SEED_DEMO: 'false' });
  const handle = await createApp(config, { logger: false });
  const ds = handle.db.dataSource;
  let projectId = 0;
  try {
    await new Promise<void>((resolve) => handle.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(handle.app.getHttpServer().address() as AddressInfo).port}/api`;
    const [project] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, 'orange') RETURNING id`, [
      `Benchmark import RNA ${new Date().toISOString()}`,
    ]);
    projectId = project.id;
    const email = `bench.rna.${projectId}@prova.it`;
    const [user] = await ds.query(
      `INSERT INTO users (name, surname, email, password_hash, type) VALUES ('Utente', 'Bench RNA', $1, $2, 'administrator') RETURNING id`,
      [email, await hashPassword('Bench!2026')],
    );
    await ds.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1, $2)`, [projectId, user.id]);
    const mine = new Map<number, string>();
    for (let i = 0; i < 30; i++) {
      const code = makePartitaIva(String(4_300_000 + i), '001');
      await ds.query(`INSERT INTO clients (project_id, business_name, vat_number) VALUES ($1, $2, $3)`, [
        projectId,
        `Impresa RNA ${i} S.r.l.`,
        code,
      ]);
      mine.set(Math.floor(((i + 0.5) * aids) / 30), code);
    }
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' },
      body: JSON.stringify({ email, password: 'Bench!2026' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const file = path.join(tmp, 'OpenData_Aiuti_2026_10.xml');
    const bytes = await writeRnaFile(file, aids, mine);
    // the upload comes from another process (curl streams the file from disk, as a browser does), so
    // the RSS sampled here is the API's alone
    const upload = await measured(async () => {
      const { stdout } = await execFileAsync('curl', [
        '-sS',
        '-w',
        '\n%{http_code}',
        '-H',
        `Authorization: ${headers.authorization}`,
        '-F',
        `file=@${file};filename=${path.basename(file)}`,
        `${base}/projects/${projectId}/state-aid-imports`,
      ]);
      const [json, status] = stdout.trim().split('\n');
      if (status !== '202') throw new Error(`upload answered ${status}: ${json}`);
      return (JSON.parse(json) as { id: number }).id;
    });
    const done = await measured(async () => {
      for (;;) {
        const res = await fetch(`${base}/projects/${projectId}/state-aid-imports/${upload.value}`, { headers });
        const view = (await res.json()) as { status: string; created: number; aids_read: number; error: string | null };
        if (view.status === 'done' || view.status === 'failed') return view;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite'}`);
    console.log(`RNA file: ${aids} AIUTO elements, ${mb(bytes)} MB, 30 of the environment's clients`);
    console.log(`upload (HTTP, multipart)   ${upload.ms.toFixed(0).padStart(8)} ms   RSS growth ${mb(upload.growth).padStart(7)} MB`);
    console.log(
      `import job                 ${done.ms.toFixed(0).padStart(8)} ms   RSS growth ${mb(done.growth).padStart(7)} MB   ` +
        `${done.value.status}: ${done.value.aids_read} read, ${done.value.created} recorded${done.value.error ? ` (${done.value.error})` : ''}`,
    );
  } finally {
    if (projectId) {
      await ds.query(`DELETE FROM projects WHERE id = $1`, [projectId]).catch(() => undefined);
      await ds.query(`DELETE FROM users WHERE email = $1`, [`bench.rna.${projectId}@prova.it`]).catch(() => undefined);
    }
    await handle.app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
