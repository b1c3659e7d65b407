/**
 * The generated bad-input probes (issue 8, acceptance 3; issue 36, acceptance 3): for every
 * operation of the committed OpenAPI document (docs/openapi.json), each family of bad values is
 * sent to each path parameter, query parameter and top-level body field the operation takes, plus
 * whole-request faults (an oversize body, a deeply nested JSON, a text/plain body, a multipart
 * body without its boundary...). Every answer must be 4xx with an Italian `message` (and Italian
 * `errors` entries), and no request may take longer than 5 s (a probe slower than that, or
 * unanswered, or answered 503 (a dependency that did not answer in time), is sent again alone
 * once, as the run goes on beside other work on a 2-core machine: it fails if it is slow or 503
 * again; the re-sent probes are printed). The families are split over two
 * test files (bad-input.test.ts: issue 8's; bad-input-hardening.test.ts: issue 36's) so that
 * each stays under a minute.
 *
 * Requests are sent as the demo administrator with a bearer token; path ids point at existing
 * records (read from the list endpoints) so that validation behind the id lookup is reached; the
 * body of a PUT/PATCH starts from the current record (GET of the same path) so that one bad field
 * is the only fault.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../src/config';
import { DEMO_PASSWORD } from '../src/database/seed/seed';
import { startTestApp, type TestApp } from './helpers';

type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  format?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  items?: Schema;
  enum?: unknown[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const doc = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'docs', 'openapi.json'), 'utf8')) as OpenApi;

/** Operations not probed, with the reason. */
const SKIPPED: Record<string, string> = {
  'POST /api/logout': 'would end the test session (no parameters or body to probe)',
};

/**
 * Operations whose upload limit is above the 11 MB of the oversize probe, by design: their
 * oversize probe is left out (and listed among the excluded ones with the limit).
 */
const LARGE_UPLOADS: Record<string, string> = {
  'POST /api/projects/{projectId}/state-aid-imports': 'file RNA fino a 200 MB (MAX_RNA_BYTES): 11 MB è un file valido per dimensione',
};

/** Longest accepted answer time for one probe. */
const REQUEST_TIMEOUT_MS = 5000;
/**
 * Probes in flight at once, on either database (the embedded one serves requests one at a time
 * through its single connection, so this also checks that concurrent bad input stays isolated).
 */
const CONCURRENCY = 4;

/** True when a message reads as English (the API speaks Italian, docs/api.md#conventions). */
export function looksEnglish(text: string): boolean {
  return /\b(must|should|is not|are not|expected|validation failed|cannot|invalid|required|not found|unexpected|too large|forbidden|unauthorized|bad request|internal server error|payload|unsupported|each value)\b/i.test(
    text,
  );
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {} };
    for (const part of schema.allOf) Object.assign(merged.properties!, resolve(part).properties ?? {});
    return merged;
  }
  return schema;
}

/** Field names holding a date or a date-time. */
const DATE_NAME = /date|_at$|^deadline_/;
/** Body fields holding an amount in EUR (numeric(15,2)): 2147483648 is a valid amount there. */
const MONEY_NAME = /amount|volume|expense|grant|capital|turnover|balance|import_value/;
/** Field names holding an id (positive integers). */
const ID_NAME = /(^id$|_id$|_ids$|Id$|^managed_by$)/;

/**
 * A bad value; `sure` when it is wrong for the field whatever the field is (must answer 4xx);
 * otherwise it may be a legitimate value (a search text "2026-02-30") and must only not fail.
 */
interface BadValue<T> {
  label: string;
  value: T;
  sure: boolean;
  /** A path or query value already percent-encoded (sent as is). */
  encoded?: boolean;
}

/**
 * The two sets of families: issue 8's (impossible dates, NUL, out-of-range numbers, wrong types,
 * oversize and deep bodies) and issue 36's (lone UTF-16 surrogates, null where the contract has
 * no null, ids 0, -0 and 1e-400, multipart without boundary, a truncated ZIP file).
 */
export type Families = 'issue8' | 'issue36';

/** A lone UTF-16 surrogate: as JSON text it is `"\ud800"`; in an address, its CESU-8 bytes. */
const LONE_SURROGATE = '\uD800';

/** Bad values for a parameter sent as text (path or query). */
function textValues(name: string, type: string | undefined, families: Families): BadValue<string | Record<string, string>>[] {
  const numeric = type === 'number' || type === 'integer';
  const date = DATE_NAME.test(name);
  const strict = numeric || date;
  if (families === 'issue36') {
    const id = ID_NAME.test(name); // skip=0 is a first page, not a bad id
    return [
      { label: 'surrogato isolato', value: '%ED%A0%80', sure: strict, encoded: true },
      { label: 'id 0', value: '0', sure: id },
      { label: 'id -0', value: '-0', sure: id },
      { label: 'id 1e-400', value: '1e-400', sure: id },
    ];
  }
  const out: BadValue<string | Record<string, string>>[] = [
    { label: 'data impossibile 02-30', value: '2026-02-30', sure: strict },
    { label: 'data impossibile 13-01', value: '2026-13-01', sure: strict },
    { label: 'NUL', value: 'a\u0000b', sure: true },
    { label: 'int32+1', value: '2147483648', sure: strict },
    { label: '1e308', value: '1e308', sure: strict },
    { label: '-1', value: '-1', sure: strict },
    { label: 'tipo errato', value: numeric ? 'abc' : { a: '1' }, sure: true },
  ];
  if (name === 'skip' || name === 'take') out.push({ label: '1e20', value: '1e20', sure: true });
  return out;
}

/** Bad values for a JSON body field (types as the OpenAPI document declares them). */
function bodyValues(name: string, schema: Schema, families: Families): BadValue<unknown>[] {
  const type = schema.type;
  const date = DATE_NAME.test(name);
  const scalar = type === 'number' || type === 'integer' || type === 'boolean' || type === 'array';
  const text = type === 'string';
  const id = ID_NAME.test(name);
  const money = MONEY_NAME.test(name);
  const open = type === 'object' && !schema.properties; // a nullable field or a free map
  if (families === 'issue36') {
    return [
      { label: 'surrogato isolato', value: `x${LONE_SURROGATE}y`, sure: true },
      { label: 'null', value: null, sure: !schema.nullable && !open },
      ...(id || type === 'integer'
        ? [
            { label: 'id 0', value: 0, sure: id },
            { label: 'id -0', value: -0, sure: id },
            { label: 'id 1e-400', value: 1e-400, sure: id },
          ]
        : []),
      ...(type === 'array' ? [{ label: 'array con null', value: [null], sure: true }] : []),
    ];
  }
  return [
    { label: 'data impossibile 02-30', value: '2026-02-30', sure: date || scalar },
    { label: 'data impossibile 13-01', value: '2026-13-01', sure: date || scalar },
    { label: 'datetime impossibile', value: '2026-02-30T10:00:00Z', sure: date || scalar },
    { label: 'NUL', value: 'x\u0000y', sure: true },
    {
      label: 'int32+1',
      value: 2147483648,
      sure: date || text || type === 'boolean' || id || ((type === 'number' || type === 'integer') && !money),
    },
    { label: '1e308', value: 1e308, sure: !open || date || id || money },
    { label: '-1', value: -1, sure: date || text || type === 'boolean' || type === 'array' || id },
    { label: '1e20', value: 1e20, sure: !open || date || id || money },
    {
      label: 'tipo errato',
      value: type === 'number' || type === 'integer' || type === 'boolean' ? 'abc' : { a: 1 },
      sure: !open || date || id,
    },
  ];
}

interface Probe {
  op: string;
  label: string;
  /** False when the value may be legitimate for the field: then only a 5xx or a slow answer fails. */
  sure: boolean;
  /** The exact status expected (413 for an oversize body). */
  status?: number;
  method: string;
  url: string;
  json?: unknown;
  raw?: { type: string; data: string | Buffer };
  multipart?: { field?: [string, string]; file?: Buffer };
}

interface Outcome {
  probe: Probe;
  status: number;
  body: unknown;
  ms: number;
  error?: string;
}

let app: TestApp | undefined;
let token = '';
/** The app's Fastify instance: the probes are injected in process (see `send`). */
let fastify: FastifyInstance;

/**
 * Starts the probes' app on a database of its own (probe values are written over seeded records)
 * and logs in as the demo administrator with a bearer token.
 */
export async function startProbeApp(): Promise<void> {
  app = await startTestApp({ isolated: true });
  fastify = app.handle.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await fastify.ready();
  const res = await fastify.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-auth-mode': 'bearer', 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode}`);
  token = res.json().access_token;
}

/** Stops the probes' app. */
export async function stopProbeApp(): Promise<void> {
  await app?.close();
}

async function get(url: string): Promise<unknown> {
  const res = await fastify.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return res.statusCode === 200 ? res.json() : undefined;
}

/** String parameters that are not ids: a value that exists. */
const STRING_DEFAULTS: Record<string, string> = {
  kind: 'horizontal',
  slot: 'identity',
  code: '62.01',
  list: 'call_types',
  name: 'mf_announcements',
  fileId: '00000000-0000-4000-8000-000000000000',
  tab: 'general',
};

/** Fills a path template with existing records' ids, read from the list endpoint before each `{param}`. */
async function concretePath(template: string, cache: Map<string, string>): Promise<string> {
  let url = '';
  for (const part of template.split('/').slice(1)) {
    const m = /^\{(\w+)\}$/.exec(part);
    if (!m) {
      url += `/${part}`;
      continue;
    }
    const key = `${url}/{${m[1]}}`;
    if (!cache.has(key)) {
      let value = STRING_DEFAULTS[m[1]];
      if (m[1] === 'projectId') value = '1';
      if (!value || m[1] === 'list') {
        const list = (await get(`${url}?take=100`)) as { data?: Record<string, unknown>[] } | Record<string, unknown>[] | undefined;
        const rows = Array.isArray(list) ? list : (list?.data ?? []);
        const row = m[1] === 'userId' ? rows.find((r) => r.email !== 'admin@demo.local') : rows[0];
        const found = row?.id ?? row?.code ?? row?.name;
        value = found !== undefined ? String(found) : (value ?? '1');
      }
      cache.set(key, value);
    }
    url += `/${encodeURIComponent(cache.get(key)!)}`;
  }
  return url;
}

function withParam(template: string, concrete: string, name: string, raw: string, encoded = false): string {
  const parts = template.split('/');
  const out = concrete.split('/');
  const i = parts.indexOf(`{${name}}`);
  out[i] = encoded ? raw : encodeURIComponent(raw);
  return out.join('/');
}

function queryString(name: string, value: string | Record<string, string>, encoded = false): string {
  if (typeof value === 'string') return `${name}=${encoded ? value : encodeURIComponent(value)}`;
  return Object.entries(value)
    .map(([k, v]) => `${name}[${k}]=${encodeURIComponent(v)}`)
    .join('&');
}

/** One of `count` interleaved parts of the operations (0-based `index`): each test file stays under a minute. */
export interface Part {
  index: number;
  count: number;
}

async function buildProbes(families: Families, part: Part): Promise<{ probes: Probe[]; ops: number; skipped: string[] }> {
  const probes: Probe[] = [];
  const skipped: string[] = [];
  const cache = new Map<string, string>();
  let ops = 0;
  const deep = '['.repeat(10000) + ']'.repeat(10000);
  const big = JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) });
  const bigFile = Buffer.alloc(11 * 1024 * 1024, 0x41);
  const entries = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => ({ p, m, op })));
  // destructive operations last, sub-resources before their parents
  entries.sort((a, b) => Number(a.m === 'delete') - Number(b.m === 'delete') || (a.m === 'delete' ? b.p.length - a.p.length : 0));
  for (const [position, { p, m, op }] of entries.entries()) {
    if (position % part.count !== part.index) continue;
    const id = `${m.toUpperCase()} ${p}`;
    if (SKIPPED[id]) {
      skipped.push(`${id}: ${SKIPPED[id]}`);
      continue;
    }
    ops++;
    const url = await concretePath(p, cache);
    const params = op.parameters ?? [];
    const pathNames = [...p.matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
    for (const name of pathNames) {
      const type = resolve(params.find((x) => x.in === 'path' && x.name === name)?.schema).type;
      for (const v of textValues(name, type, families)) {
        if (typeof v.value !== 'string') continue;
        probes.push({
          op: id,
          label: `path ${name}: ${v.label}`,
          sure: v.sure || type === 'number',
          method: m,
          url: withParam(p, url, name, v.value, v.encoded),
        });
      }
    }
    for (const q of params.filter((x) => x.in === 'query')) {
      for (const v of textValues(q.name, resolve(q.schema).type, families)) {
        probes.push({
          op: id,
          label: `query ${q.name}: ${v.label}`,
          sure: v.sure,
          method: m,
          url: `${url}?${queryString(q.name, v.value, v.encoded)}`,
        });
      }
    }
    const content = op.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const multipart = content['multipart/form-data']?.schema;
    if (jsonSchema) {
      const props = resolve(jsonSchema).properties ?? {};
      let base: Record<string, unknown> = {};
      if (m === 'put' || m === 'patch') {
        const current = (await get(url)) as Record<string, unknown> | undefined;
        if (current && typeof current === 'object') {
          base = Object.fromEntries(Object.entries(current).filter(([k]) => k in props));
        }
      }
      for (const [field, fs] of Object.entries(props)) {
        for (const v of bodyValues(field, resolve(fs), families)) {
          probes.push({ op: id, label: `body ${field}: ${v.label}`, sure: v.sure, method: m, url, json: { ...base, [field]: v.value } });
        }
      }
    }
    const whole = { op: id, sure: true, method: m, url };
    if (families === 'issue36') {
      if (multipart) {
        // a 4-byte ZIP signature: a truncated upload, never a document or an image
        probes.push({
          op: id,
          label: 'file troncato PK\\x03\\x04',
          sure: true,
          method: m,
          url,
          multipart: { file: Buffer.from([0x50, 0x4b, 3, 4]) },
        });
      }
      probes.push({
        ...whole,
        label: 'multipart senza boundary',
        raw: { type: 'multipart/form-data', data: '--x\r\n\r\nciao\r\n--x--\r\n' },
      });
      continue;
    }
    if (multipart) {
      const props = resolve(multipart).properties ?? {};
      for (const [field, s] of Object.entries(props)) {
        if (resolve(s).format === 'binary') continue;
        probes.push({ op: id, label: `multipart ${field}: NUL`, sure: true, method: m, url, multipart: { field: [field, 'x\u0000y'] } });
      }
      if (LARGE_UPLOADS[id]) skipped.push(`${id} [multipart oltre il limite]: ${LARGE_UPLOADS[id]}`);
      else
        probes.push({ op: id, label: 'multipart oltre il limite', sure: true, status: 413, method: m, url, multipart: { file: bigFile } });
    }
    probes.push({ ...whole, label: 'JSON oltre il limite', status: 413, raw: { type: 'application/json', data: big } });
    probes.push({ ...whole, label: 'JSON annidato 10000', raw: { type: 'application/json', data: deep } });
    probes.push({ ...whole, label: 'text/plain', raw: { type: 'text/plain', data: 'ciao' } });
  }
  return { probes, ops, skipped };
}

/** A multipart body by hand (RFC 7578): the fields and files of a probe, with the boundary of its type. */
function multipartBody(m: NonNullable<Probe['multipart']>): { type: string; data: Buffer } {
  const boundary = `----bandi-probe-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (m.field) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${m.field[0]}"\r\n\r\n${m.field[1]}\r\n`));
  if (m.file) {
    const [name, type] = m.file.length > 4 ? ['grande.pdf', 'application/pdf'] : ['troncato.zip', 'application/zip'];
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    );
    parts.push(m.file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(parts) };
}

/**
 * Sends one probe through the app's Fastify instance in process (`inject`: the same routing,
 * hooks, body parsers and limits, validation pipes and filters as a request on a socket, without
 * the sockets and the HTTP client; docs/testing.md#bad-input-probes). The socket-level faults
 * (slow or compressed uploads, open connections) are hardening-uploads.test.ts's.
 */
async function send(probe: Probe): Promise<Outcome> {
  const started = Date.now();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: string | Buffer | undefined;
  if (probe.raw) {
    headers['content-type'] = probe.raw.type;
    payload = probe.raw.data;
  } else if (probe.multipart) {
    const body = multipartBody(probe.multipart);
    headers['content-type'] = body.type;
    payload = body.data;
  } else if (probe.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(probe.json);
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const res = await Promise.race([
      fastify.inject({ method: probe.method.toUpperCase() as 'GET', url: probe.url, headers, payload }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), REQUEST_TIMEOUT_MS);
      }),
    ]);
    let body: unknown = res.body;
    if (/json/.test(String(res.headers['content-type'] ?? ''))) body = res.body ? JSON.parse(res.body) : {};
    return { probe, status: res.statusCode, body, ms: Date.now() - started };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return { probe, status: 0, body: undefined, ms: Date.now() - started, error: e.code ?? e.message };
  } finally {
    clearTimeout(timer);
  }
}

/** The reasons one answer breaks the policy (empty if none). */
function problems(o: Outcome): string[] {
  const out: string[] = [];
  if (o.error) return [`nessuna risposta (${o.error}) dopo ${o.ms} ms`];
  if (o.ms > REQUEST_TIMEOUT_MS) out.push(`${o.ms} ms`);
  if (o.status >= 500 || (o.probe.sure && o.status < 400)) out.push(`stato ${o.status}`);
  if (o.probe.status && o.status !== o.probe.status) out.push(`atteso ${o.probe.status}`);
  if (o.status < 400) return out;
  const body = (o.body ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  if (typeof body.message !== 'string' || !body.message) out.push('message assente');
  else if (looksEnglish(body.message)) out.push(`message in inglese: ${body.message}`);
  for (const [field, list] of Object.entries(body.errors ?? {})) {
    for (const msg of Array.isArray(list) ? list : [list]) {
      if (typeof msg !== 'string' || looksEnglish(msg)) out.push(`errors.${field} in inglese: ${String(msg)}`);
    }
  }
  return out;
}

/**
 * Sends every probe of `families` (CONCURRENCY at a time) and prints a summary (operations,
 * probes, 5xx, violations, slowest answer, statuses). Resolves to the violations, one line each
 * (`METHOD /path [probe] -> status reasons`), and the number of operations probed.
 * BAD_INPUT_OUTCOMES / BAD_INPUT_REPORT: files to write every outcome / every violation to.
 */
export async function runProbes(families: Families, part: Part = { index: 0, count: 1 }): Promise<{ ops: number; violations: string[] }> {
  const { probes, ops, skipped } = await buildProbes(families, part);
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        outcomes.push(await send(probe));
      }
    }),
  );
  // a slow or unanswered probe is sent again alone (nothing else in flight): a pause of the
  // machine passes, a request that is slow by itself is slow again and fails. So is a 503: the
  // API's answer when a dependency did not answer in time (Redis 500 ms, common/http/dependency.ts),
  // which a pause of the whole machine also causes (run of acbac25: three 503s on public routes,
  // beside probes of 5-7 s; 0 alone); a 503 that comes again alone fails
  const resent: string[] = [];
  for (const [i, o] of outcomes.entries()) {
    if (!o.error && o.ms <= REQUEST_TIMEOUT_MS && o.status !== 503) continue;
    const again = await send(o.probe);
    resent.push(
      `${o.probe.op} [${o.probe.label}]: ${o.error ?? o.status} in ${o.ms} ms, poi ${again.error ?? again.status} in ${again.ms} ms`,
    );
    outcomes[i] = again;
  }
  const failures = outcomes.map((o) => ({ o, why: problems(o) })).filter((f) => f.why.length);
  const fiveXX = outcomes.filter((o) => o.status >= 500).length;
  const slowest = Math.max(...outcomes.map((o) => o.ms));
  const byStatus: Record<number, number> = {};
  for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const suffix = (families === 'issue8' ? '' : `.${families}`) + (part.count > 1 ? `.${part.index + 1}` : '');
  if (process.env.BAD_INPUT_OUTCOMES) {
    fs.writeFileSync(
      process.env.BAD_INPUT_OUTCOMES + suffix,
      outcomes.map((o) => `${o.probe.op} [${o.probe.label}] -> ${o.status} ${JSON.stringify(o.body).slice(0, 300)}`).join('\n'),
    );
  }
  const violations = failures.map((f) => `${f.o.probe.op} [${f.o.probe.label}] -> ${f.o.status} ${f.why.join(', ')}`);
  if (process.env.BAD_INPUT_REPORT) fs.writeFileSync(process.env.BAD_INPUT_REPORT + suffix, violations.join('\n'));
  console.log(
    [
      `bad-input (${families}${part.count > 1 ? `, parte ${part.index + 1} di ${part.count}` : ''}): ${ops} operazioni, ${probes.length} sonde, 5xx: ${fiveXX}, violazioni: ${failures.length}, più lenta: ${slowest} ms`,
      `stati: ${JSON.stringify(byStatus)}`,
      `escluse: ${skipped.join('; ') || 'nessuna'}`,
      `rimandate da sole (lente o senza risposta la prima volta): ${resent.length ? resent.join('; ') : 'nessuna'}`,
      ...violations.slice(0, 200).map((v) => `  ${v}`),
    ].join('\n'),
  );
  return { ops, violations };
}
