import path from 'node:path';
import { s3ConfigFromEnv, type S3StorageConfig } from './modules/files/s3-config';

/** Repository root (api/dist/.. /..), used to find the web builds and the bundled data. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Run-time configuration read from the environment (documented in README.md):
 * - PORT (default 3000): HTTP port of API + web builds.
 * - DATABASE_URL: PostgreSQL server; unset -> embedded PGlite in DATA_DIR.
 * - DATA_DIR (default ./var under the repo root): embedded database, uploads, outbox.
 * - SESSION_SECRET: signs the session cookie; a random one per start if unset (sessions then end on restart).
 * - SMTP_URL: nodemailer SMTP transport; unset -> .eml files in OUTBOX_DIR (default DATA_DIR/outbox).
 * - MAIL_FROM (default "Portale Bandi <noreply@portale-bandi.local>").
 * - PUBLIC_BASE_URL: scheme://host[:port][/path] of the site as mail recipients reach it; the base of
 *   every link in a mail (newsletter calls, unsubscribe, logo). Unset: the address of the request
 *   that started the mail (docs/architecture.md#mail-templates).
 * - NODE_ENV: "production" disables demo data unless SEED_DEMO=true.
 * - SEED_DEMO: "true"/"false" forces demo data on or off.
 * - TRUST_PROXY: the reverse proxies to believe for X-Forwarded-For/-Proto: a hop count ("1"), or a
 *   comma-separated list of addresses/subnets ("10.0.0.1, 172.16.0.0/12", also "loopback"); "true"
 *   means 1 hop. Never "trust all" (see parseTrustProxy).
 * - REDIS_URL: Redis for the throttles (login failures, forgot-password, public pages), shared by
 *   every instance and kept across restarts; unset -> process memory (one instance).
 * - REDIS_PREFIX (default "bandi:throttle:"): prefix of the throttle keys in Redis.
 * - WEB_DIR: folder holding the web builds (default: the repo root, i.e. shell/dist, mf-* /dist).
 * - ELIGIBILITY_VERDICTS_JOB (default "on"): "off" -> this instance keeps no worker and no schedule
 *   of the verdict store's job (docs/architecture.md#eligibility-verdict-store); another instance,
 *   or `npm run eligibility:rebuild`, keeps the store. The API tests that share one PostgreSQL
 *   database turn it off (one test's reference-data change would rebuild every file's pairs).
 * - S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE:
 *   uploads in an S3 bucket instead of UPLOAD_DIR (modules/files/s3-storage.ts) when S3_BUCKET is set.
 */
export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  outboxDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** PUBLIC_BASE_URL without a trailing slash, or undefined (links then use the request's origin). */
  publicBaseUrl: string | undefined;
  production: boolean;
  seedDemo: boolean;
  /** Fastify's `trustProxy` value (proxy-addr, as Express's `trust proxy`): false, a hop count or a list of trusted addresses. */
  trustProxy: false | number | string[];
  webDir: string;
  uploadDir: string;
  /** REDIS_URL: the throttles' store; undefined -> memory. */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: prefix of the throttle keys in Redis. */
  redisPrefix: string;
  /** S3_*: the uploads' bucket; undefined -> the local folder uploadDir. */
  s3?: S3StorageConfig;
  /** ELIGIBILITY_VERDICTS_JOB: whether this instance runs the verdict store's job (worker and cron). */
  eligibilityVerdictsJob: boolean;
}

/** Reads AppConfig from process.env (see the list above). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'var'));
  return {
    port: Number(env.PORT || 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionSecret: env.SESSION_SECRET || require('node:crypto').randomBytes(32).toString('hex'),
    outboxDir: path.resolve(env.OUTBOX_DIR || path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portale Bandi <noreply@portale-bandi.local>',
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL),
    production,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDir: path.resolve(env.WEB_DIR || REPO_ROOT),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'bandi:throttle:',
    s3: s3ConfigFromEnv(env),
    eligibilityVerdictsJob: parseSwitch('ELIGIBILITY_VERDICTS_JOB', env.ELIGIBILITY_VERDICTS_JOB, true),
  };
}

/**
 * TRUST_PROXY -> Fastify's `trustProxy`: unset, "" or "false" -> false; "true" -> 1 hop (the
 * previous meaning); a whole number -> that many hops; otherwise a comma-separated list of
 * addresses or subnets. Trusting every hop (`true`) is never produced: a client could then choose
 * its own address in X-Forwarded-For and escape the throttles.
 * @throws Error for a negative or non-integer hop count, or an entry that matches every address.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^[-+]?\d+(\.\d+)?$/.test(value)) {
    const hops = Number(value);
    if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY non valido: ${value}`);
    return hops;
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const everyone = list.find((a) => a === '*' || /^(0\.0\.0\.0|::)\/0$/.test(a));
  if (everyone) throw new Error(`TRUST_PROXY non valido: "${everyone}" crederebbe a ogni indirizzo`);
  return list.length ? list : false;
}

/**
 * PUBLIC_BASE_URL -> the absolute base of mail links, without a trailing slash; unset or "" ->
 * undefined.
 * @throws Error when it is not an absolute http(s) URL (the start stops: links would be broken).
 */
export function parsePublicBaseUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_BASE_URL non valido: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_BASE_URL non valido: ${value}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * An on/off variable: unset or "" -> `fallback`; "on"/"true"/"1" -> true; "off"/"false"/"0" -> false.
 * @throws Error for any other value (the start stops rather than guess).
 */
export function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} non valido: "${raw}" (on oppure off)`);
}
