/**
 * Bulk data generator (issue 12 "Fast at real size"; README "Performance"): fills one environment
 * with `clients` realistic client companies (Italian business names, legal forms of the ELF
 * table, legal seats in real comuni weighted by population with their province and region,
 * ATECO 2025 codes of the reference table, e-mail/PEC/phone/website, yearly figures and the
 * company dimension they give) and `calls` local announcements of that environment with
 * dates, authorities, funding types, dimensions, ATECO and territorial requirements. Rows are
 * written with multi-row `INSERT ... SELECT FROM unnest($arrays)` in chunks, so 100,000 clients
 * take seconds on PostgreSQL and about a minute on the embedded database. Reference tables must
 * be loaded (seedReference). Deterministic for a given seed. Used by the list benchmark
 * (bench/lists.ts) and for a large demo.
 *
 * Usage (generate-cli.ts, USAGE; `--help` prints it): npm run build -w api && npm run generate:bulk -w api --
 * (--database-url <url> | --embedded <dir>) [--clients 100000] [--calls 10000] [--project <id>]
 * [--seed 42]. The target is never taken from DATABASE_URL or DATA_DIR alone: without one of the
 * two options the command writes nothing and exits 2 (issue 32: `-- --help` used to write 100,000
 * clients into the configured database). Without --project a new environment "Demo grande
 * <date>" is created. At the end it prints the rows written per table, the environment, the
 * target and the time.
 */
import { makePartitaIva } from '@bandi/domain';
import type { DataSource } from 'typeorm';

/** Options of {@link generateBulk}. */
export interface BulkOptions {
  /** Environment (projects.id) receiving the rows. */
  projectId: number;
  /** Number of clients (default 100,000). */
  clients?: number;
  /** Number of local announcements (default 10,000). */
  calls?: number;
  /** Seed of the pseudo-random sequence (default 42). */
  seed?: number;
  /** Rows per INSERT statement (default 5,000). */
  chunk?: number;
}

/** What {@link generateBulk} wrote and how long it took (ms). */
export interface BulkResult {
  clients: number;
  calls: number;
  /** Rows written per table of {@link BULK_TABLES} (client_search: one per client, by trigger). */
  rows: Record<(typeof BULK_TABLES)[number], number>;
  ms: number;
}

/** mulberry32: a small deterministic PRNG in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES =
  'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola De Santis D’Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco Marini Grasso Valentini Messina Sala De Angelis Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo Morelli Amato Silvestri Mazza Testa Grassi Pellegrino Carbone Giuliani Benedetti Barone Rossetti Caputo Montanari Guerra Palmieri Bernardi Martino Fiore De Rosa Ferretti Bellini Basile Riva Donati Piras Vitali Battaglia Sartori Neri Costantini Milani Pagano Ruggiero Sorrentino D’Amico Orlando Damico Negri'.split(
    ' ',
  );
const SECTORS = [
  'Costruzioni',
  'Impianti',
  'Meccanica',
  'Logistica',
  'Trasporti',
  'Informatica',
  'Software',
  'Consulting',
  'Alimentari',
  'Agricola',
  'Vini',
  'Caseificio',
  'Ristorazione',
  'Hotel',
  'Tessile',
  'Moda',
  'Calzature',
  'Arredamenti',
  'Edilizia',
  'Elettronica',
  'Automazione',
  'Plastica',
  'Metalli',
  'Carpenteria',
  'Farmaceutica',
  'Energia',
  'Solare',
  'Ambiente',
  'Servizi',
  'Commerciale',
  'Import Export',
  'Marmi',
  'Ceramiche',
  'Stampa',
  'Design',
  'Turismo',
  'Studio Tecnico',
  'Laboratorio',
  'Officina',
  'Immobiliare',
];
const SHAPES = ['{s} {x}', '{x} {s}', '{s} & {s2} {x}', '{x} {c}', 'Fratelli {s}', '{s} Group', 'Nuova {x} {c}', '{x} del {c}'];
const AUTHORITIES = [
  'Ministero delle Imprese e del Made in Italy',
  'Invitalia',
  'Regione {r}',
  'Camera di Commercio di {c}',
  'Simest',
  'Ministero dell’Agricoltura',
  'Unioncamere',
  'Fondimpresa',
];
const TOPICS = [
  'Digitalizzazione delle PMI',
  'Transizione 5.0',
  'Internazionalizzazione',
  'Efficienza energetica',
  'Ricerca e sviluppo',
  'Nuove imprese femminili',
  'Start-up innovative',
  'Formazione continua',
  'Investimenti produttivi',
  'Turismo sostenibile',
  'Economia circolare',
  'Fiere e mostre',
  'Brevetti e marchi',
  'Impianti fotovoltaici',
  'Macchinari e beni strumentali',
  'Sicurezza sul lavoro',
  'Commercio di prossimità',
  'Giovani imprenditori',
  'Filiere agroalimentari',
  'Cybersecurity',
];
const EVAL = ['a sportello', 'graduatoria', 'valutativa', 'automatica'];
const FUNDING = ['type_non_repayable_fund', 'type_concessionary_financing', 'type_fiscal_bonus', 'type_interest_account', 'type_warranty'];
const DIMENSIONS = ['micro', 'small', 'medium', 'large'];

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase()
    .slice(0, 30);
}

/** A column to write: its values and SQL type; `cast` converts the unnested value (e.g. text to text[]). */
interface Column {
  type: string;
  values: unknown[];
  cast?: string;
}

/** Columns as arrays, written by one `INSERT INTO table (cols) SELECT ... FROM unnest(...)` per chunk. */
async function insertColumns(ds: DataSource, table: string, cols: Record<string, Column>, chunk: number): Promise<void> {
  const names = Object.keys(cols);
  const n = cols[names[0]].values.length;
  const aliases = names.map((_, i) => `c${i}`);
  const select = names.map((c, i) => (cols[c].cast ? `${aliases[i]}::${cols[c].cast}` : aliases[i])).join(', ');
  const casts = names.map((c, i) => `$${i + 1}::${cols[c].type}[]`).join(', ');
  for (let from = 0; from < n; from += chunk) {
    const params = names.map((c) => cols[c].values.slice(from, from + chunk));
    await ds.query(
      `INSERT INTO ${table} (${names.map((c) => `"${c}"`).join(', ')}) SELECT ${select} FROM unnest(${casts}) AS u(${aliases.join(', ')})`,
      params,
    );
  }
}

/** The tables {@link generateBulk} writes, with the one the clients' trigger keeps (migration 0022). */
export const BULK_TABLES = [
  'clients',
  'client_search',
  'client_locations',
  'client_ateco_codes',
  'announcements',
  'announcement_locations',
  'announcement_ateco_codes',
] as const;

/**
 * Writes the clients and calls of {@link BulkOptions} into environment `projectId`; ends with
 * ANALYZE of the tables written (fresh statistics for the planner).
 * @throws Error when the reference tables (comuni, ATECO 2025, legal forms) are empty.
 */
export async function generateBulk(ds: DataSource, options: BulkOptions): Promise<BulkResult> {
  const t0 = Date.now();
  const nClients = options.clients ?? 100_000;
  const nCalls = options.calls ?? 10_000;
  const chunk = options.chunk ?? 5_000;
  const rnd = prng(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const pid = options.projectId;

  const comuni: {
    istat_code: string;
    name: string;
    province_acronym: string;
    region_code: string;
    region: string;
    cap: string | null;
    population: number;
  }[] = await ds.query(
    `SELECT c.istat_code, c.name, c.province_acronym, c.region_code, r.name AS region, c.cap, coalesce(c.population, 1000) AS population
         FROM comuni c JOIN regions r ON r.code = c.region_code ORDER BY c.istat_code`,
  );
  const ateco: string[] = (await ds.query(`SELECT code FROM ateco_codes WHERE version = '2025' AND level = 6 ORDER BY code`)).map(
    (r: { code: string }) => r.code,
  );
  const forms: { elf_code: string; abbreviations: string | null }[] = await ds.query(
    `SELECT elf_code, abbreviations FROM legal_forms WHERE active ORDER BY elf_code`,
  );
  const regions: { code: string; name: string }[] = await ds.query(`SELECT code, name FROM regions ORDER BY code`);
  if (!comuni.length || !ateco.length || !forms.length)
    throw new Error('Tabelle di riferimento vuote: eseguire prima il seed (seedReference)');
  // comuni weighted by population: cumulative sums, binary search
  const cumulative: number[] = [];
  let acc = 0;
  for (const c of comuni) cumulative.push((acc += Number(c.population)));
  const comune = () => {
    const x = rnd() * acc;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return comuni[lo];
  };
  // the common legal forms of Italian companies weigh more (S.r.l., S.p.A., S.n.c., S.a.s.)
  const common = forms.filter((f) => /\b(S\.?r\.?l|S\.?p\.?A|S\.?n\.?c|S\.?a\.?s)\b/i.test(f.abbreviations ?? ''));
  const form = () => (common.length && rnd() < 0.85 ? pick(common) : pick(forms));
  const suffix = (f: { abbreviations: string | null }) => (f.abbreviations ? ` ${f.abbreviations.split(/[;,]/)[0].trim()}` : '');

  // --- clients ---
  const [{ max }] = await ds.query(`SELECT coalesce(max(id), 0)::int AS max FROM clients`);
  const base = Number(max);
  const col = <T>(type: string, cast?: string): Column & { values: T[] } => ({ type, values: [] as T[], cast });
  const c = {
    project_id: col<number>('int'),
    business_name: col<string>('text'),
    vat_number: col<string>('text'),
    fiscal_code: col<string>('text'),
    legal_form: col<string>('text'),
    email: col<string>('text'),
    pec: col<string>('text'),
    phone: col<string>('text'),
    website: col<string | null>('text'),
    city: col<string>('text'),
    province: col<string>('text'),
    region: col<string>('text'),
    region_code: col<string>('text'),
    established_year: col<number | null>('int'),
    latest_headcount: col<number | null>('numeric'),
    latest_turnover: col<number | null>('numeric'),
    latest_balance_sheet_total: col<number | null>('numeric'),
    company_dimension: col<string | null>('text'),
    company_dimension_computed: col<string | null>('text'),
    subscribed_to_cciaa: col<string>('text'),
  };
  const seat: { comune: (typeof comuni)[number] }[] = [];
  for (let i = 0; i < nClients; i++) {
    const place = comune();
    const f = form();
    const s = pick(SURNAMES);
    const name = pick(SHAPES).replace('{s2}', pick(SURNAMES)).replace('{s}', s).replace('{x}', pick(SECTORS)).replace('{c}', place.name);
    // company number (7 digits, distinct) and the office code of a province (001-100)
    const vat = makePartitaIva(String((base + i) % 10_000_000).padStart(7, '0'), String(1 + Math.floor(rnd() * 100)).padStart(3, '0'));
    const h = Math.floor(Math.pow(rnd(), 3) * 400);
    const t = rnd() < 0.93 ? Math.round(50_000 + Math.pow(rnd(), 3) * 8e7) : null;
    const dim = t === null ? null : h < 10 && t <= 2e6 ? 'micro' : h < 50 && t <= 1e7 ? 'small' : h < 250 && t <= 5e7 ? 'medium' : 'large';
    const domain = `${slug(s)}${slug(pick(SECTORS))}${(base + i) % 1000}.it`;
    c.project_id.values.push(pid);
    c.business_name.values.push(`${name}${suffix(f)}`);
    c.vat_number.values.push(vat);
    c.fiscal_code.values.push(vat);
    c.legal_form.values.push(f.elf_code);
    c.email.values.push(`info@${domain}`);
    c.pec.values.push(`${slug(s)}${(base + i) % 10000}@pec.it`);
    c.phone.values.push(`0${Math.floor(10 + rnd() * 89)} ${Math.floor(1_000_000 + rnd() * 8_999_999)}`);
    c.website.values.push(rnd() < 0.6 ? `https://www.${domain}` : null);
    c.city.values.push(place.name);
    c.province.values.push(place.province_acronym);
    c.region.values.push(place.region);
    c.region_code.values.push(place.region_code);
    c.established_year.values.push(rnd() < 0.9 ? 1950 + Math.floor(rnd() * 75) : null);
    c.latest_headcount.values.push(t === null ? null : h);
    c.latest_turnover.values.push(t);
    c.latest_balance_sheet_total.values.push(t === null ? null : Math.round(t * 0.8));
    c.company_dimension.values.push(dim);
    c.company_dimension_computed.values.push(dim);
    c.subscribed_to_cciaa.values.push(rnd() < 0.9 ? 'yes' : 'no');
    seat.push({ comune: place });
  }
  await insertColumns(ds, 'clients', c, chunk);
  const ids: number[] = (await ds.query(`SELECT id FROM clients WHERE project_id = $1 AND id > $2 ORDER BY id`, [pid, base])).map(
    (r: { id: number }) => r.id,
  );
  // legal seat and ATECO codes (a primary one; 30% also a secondary one)
  const loc = {
    client_id: col<number>('int'),
    kind: col<string>('text'),
    primary: col<boolean>('boolean'),
    address: col<string>('text'),
    postal_code: col<string | null>('text'),
    city: col<string>('text'),
    city_istat_code: col<string>('text'),
    province: col<string>('text'),
    region_code: col<string>('text'),
  };
  const codes = { client_id: col<number>('int'), value: col<string>('text'), primary: col<boolean>('boolean') };
  ids.forEach((id, i) => {
    const place = seat[i]?.comune ?? comune();
    loc.client_id.values.push(id);
    loc.kind.values.push('legal');
    loc.primary.values.push(true);
    loc.address.values.push(`Via ${pick(SURNAMES)} ${1 + Math.floor(rnd() * 200)}`);
    loc.postal_code.values.push(place.cap);
    loc.city.values.push(place.name);
    loc.city_istat_code.values.push(place.istat_code);
    loc.province.values.push(place.province_acronym);
    loc.region_code.values.push(place.region_code);
    codes.client_id.values.push(id);
    codes.value.values.push(pick(ateco));
    codes.primary.values.push(true);
    if (rnd() < 0.3) {
      codes.client_id.values.push(id);
      codes.value.values.push(pick(ateco));
      codes.primary.values.push(false);
    }
  });
  await insertColumns(ds, 'client_locations', loc, chunk);
  await insertColumns(ds, 'client_ateco_codes', codes, chunk);

  // --- calls ---
  const [{ amax }] = await ds.query(`SELECT coalesce(max(id), 0)::int AS amax FROM announcements`);
  const today = Date.now();
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const a = {
    project_id: col<number>('int'),
    scope: col<string>('text'),
    status: col<string>('text'),
    name: col<string>('text'),
    description: col<string>('text'),
    supplying_authority: col<string>('text'),
    evaluation_procedure: col<string>('text'),
    start_date: col<string | null>('date'),
    end_date: col<string | null>('date'),
    company_dimensions: col<string>('text', 'text[]'),
    ...Object.fromEntries(FUNDING.map((f) => [f, col<boolean>('boolean')])),
  } as Record<string, Column>;
  const callRegion: (string | null)[] = [];
  for (let i = 0; i < nCalls; i++) {
    const region = rnd() < 0.6 ? pick(regions) : null;
    const place = comune();
    const topic = pick(TOPICS);
    const authority = pick(AUTHORITIES)
      .replace('{r}', region?.name ?? place.region)
      .replace('{c}', place.name);
    const start = today + Math.floor((rnd() - 0.7) * 720) * day;
    const end = rnd() < 0.1 ? null : start + Math.floor(30 + rnd() * 300) * day;
    const dims = DIMENSIONS.filter(() => rnd() < 0.5);
    a.project_id.values.push(pid);
    a.scope.values.push('local');
    a.status.values.push(rnd() < 0.9 ? 'published' : 'draft');
    a.name.values.push(`${topic}${region ? ` – ${region.name}` : ''} ${new Date(start).getFullYear()} n. ${amax + i + 1}`);
    a.description.values.push(
      `Contributi per ${topic.toLowerCase()} a favore delle imprese${region ? ` con sede in ${region.name}` : ''}. Spese ammissibili: investimenti, consulenze, formazione del personale.`,
    );
    a.supplying_authority.values.push(authority);
    a.evaluation_procedure.values.push(pick(EVAL));
    a.start_date.values.push(rnd() < 0.95 ? iso(start) : null);
    a.end_date.values.push(end === null ? null : iso(end));
    a.company_dimensions.values.push(`{${dims.join(',')}}`);
    const funding = pick(FUNDING);
    for (const f of FUNDING) a[f].values.push(f === funding || rnd() < 0.15);
    callRegion.push(region?.code ?? null);
  }
  await insertColumns(ds, 'announcements', a, chunk);
  const callIds: number[] = (await ds.query(`SELECT id FROM announcements WHERE project_id = $1 AND id > $2 ORDER BY id`, [pid, amax])).map(
    (r: { id: number }) => r.id,
  );
  const al = { announcement_id: col<number>('int'), nation: col<string>('text'), region_code: col<string>('text') };
  const ac = { announcement_id: col<number>('int'), value: col<string>('text'), primary: col<boolean>('boolean') };
  callIds.forEach((id, i) => {
    if (callRegion[i]) {
      al.announcement_id.values.push(id);
      al.nation.values.push('Italia');
      al.region_code.values.push(callRegion[i]!);
    }
    if (rnd() < 0.4) {
      const k = 1 + Math.floor(rnd() * 4);
      for (let j = 0; j < k; j++) {
        ac.announcement_id.values.push(id);
        // requirement entries at division or group level (a prefix of the client codes)
        ac.value.values.push(pick(ateco).slice(0, rnd() < 0.5 ? 2 : 4));
        ac.primary.values.push(j === 0);
      }
    }
  });
  await insertColumns(ds, 'announcement_locations', al, chunk);
  await insertColumns(ds, 'announcement_ateco_codes', ac, chunk);
  for (const t of BULK_TABLES) await ds.query(`ANALYZE ${t}`);
  return {
    clients: ids.length,
    calls: callIds.length,
    rows: {
      clients: ids.length,
      client_search: ids.length,
      client_locations: loc.client_id.values.length,
      client_ateco_codes: codes.client_id.values.length,
      announcements: callIds.length,
      announcement_locations: al.announcement_id.values.length,
      announcement_ateco_codes: ac.announcement_id.values.length,
    },
    ms: Date.now() - t0,
  };
}
