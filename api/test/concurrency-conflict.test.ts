import { startTestApp, browserAs, type Browser, type TestApp } from './helpers';
import { randomUUID } from 'node:crypto';
import { createAnnouncement, createCall, createClient, createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Optimistic concurrency (issue 8): for each editable resource two sessions read the same record,
 * both save with the version they read; the first wins (version + 1), the second gets 409 with the
 * current record (as the first saved it) and who changed it; a stale DELETE gets 409; a save
 * without a version still works; GET answers a strong ETag; If-Match works as the body field.
 */
let app: TestApp;
let pid: number;
let admin: Browser;
let adminName: string;
let other: Browser;

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Concorrenza' });
  const a = await createUser(app.dataSource, 'administrator', [pid]);
  const b = await createUser(app.dataSource, 'administrator', [pid]);
  await app.dataSource.query(`UPDATE users SET name = 'Giulia', surname = 'Bianchi' WHERE id = $1`, [a.id]);
  adminName = 'Giulia Bianchi';
  admin = await browserAs(app, a.email, FACTORY_PASSWORD);
  other = await browserAs(app, b.email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

/** A write with an optional If-Match header. */
async function write(b: Browser, method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: object, ifMatch?: string) {
  const req = b.agent[method](url).set('X-XSRF-TOKEN', b.xsrfToken).set('X-Requested-With', 'XMLHttpRequest');
  if (ifMatch !== undefined) req.set('If-Match', ifMatch);
  return req.send(body ?? {});
}

interface Resource {
  /** Resource name in the test titles. */
  name: string;
  /** Creates a record and answers its URL (GET/PUT/DELETE). */
  create(): Promise<string>;
  /** Two different edits (first and second session). */
  edits: [object, object];
  /** Field checked in `current` after the conflict. */
  field: string;
  /** Method of the edit (default put). */
  method?: 'put' | 'patch';
  /** No DELETE route. */
  noDelete?: boolean;
}

const uid = () => randomUUID().slice(0, 8);

/** POST a record through the API and answer its id (201 expected). */
async function post(url: string, body: object): Promise<number> {
  const res = await write(admin, 'post', url, body);
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

const RESOURCES: Resource[] = [
  {
    name: 'client',
    create: async () => `/api/projects/${pid}/clients/${await createClient(app.dataSource, pid)}`,
    edits: [{ note: 'Prima modifica' }, { note: 'Seconda modifica' }],
    field: 'note',
  },
  {
    name: 'global announcement',
    create: async () => `/api/announcements/${await createAnnouncement(app.dataSource, { status: 'draft' })}`,
    edits: [{ name: 'Bando modificato da A' }, { name: 'Bando modificato da B' }],
    field: 'name',
  },
  {
    name: 'local announcement',
    create: async () =>
      `/api/projects/${pid}/announcements/${await createAnnouncement(app.dataSource, { projectId: pid, status: 'draft' })}`,
    edits: [{ name: 'Bando locale A' }, { name: 'Bando locale B' }],
    field: 'name',
    method: 'patch',
  },
  {
    name: 'global template',
    create: async () => `/api/templates/${await post('/api/templates', { name: `Template ${uid()}` })}`,
    edits: [{ name: 'Template A' }, { name: 'Template B' }],
    field: 'name',
  },
  {
    name: 'local template',
    create: async () => `/api/projects/${pid}/templates/${await post(`/api/projects/${pid}/templates`, { name: `Template ${uid()}` })}`,
    edits: [{ name: 'Template locale A' }, { name: 'Template locale B' }],
    field: 'name',
    method: 'patch',
  },
  {
    name: 'referent',
    create: async () => `/api/projects/${pid}/referents/${await createReferent(app.dataSource, pid)}`,
    edits: [{ notes: 'Nota A' }, { notes: 'Nota B' }],
    field: 'notes',
    method: 'patch',
  },
  {
    name: 'client call',
    create: async () => {
      const ref = await createReferent(app.dataSource, pid);
      const client = await createClient(app.dataSource, pid, { referentIds: [ref] });
      return `/api/projects/${pid}/calls/${await createCall(app.dataSource, pid, client, { referentId: ref })}`;
    },
    edits: [{ note: 'Richiamare lunedì' }, { note: 'Richiamare martedì' }],
    field: 'note',
    noDelete: true,
  },
  {
    name: 'supplier call',
    create: async () => `/api/projects/${pid}/calls/${await createCall(app.dataSource, pid, null, { type: 'supplier' })}`,
    edits: [{ company_name: 'Fornitore A' }, { company_name: 'Fornitore B' }],
    field: 'company_name',
    method: 'patch',
    noDelete: true,
  },
  {
    name: 'negotiation',
    create: async () => {
      const client = await createClient(app.dataSource, pid);
      return `/api/projects/${pid}/negotiations/${await post(`/api/projects/${pid}/negotiations`, { client_id: client, title: 'Trattativa' })}`;
    },
    edits: [{ title: 'Trattativa A' }, { title: 'Trattativa B' }],
    field: 'title',
    method: 'patch',
  },
  {
    name: 'note',
    create: async () => {
      const client = await createClient(app.dataSource, pid);
      return `/api/projects/${pid}/clients/${client}/notes/${await post(`/api/projects/${pid}/clients/${client}/notes`, { text: 'Prima nota' })}`;
    },
    edits: [{ text: 'Nota di A' }, { text: 'Nota di B' }],
    field: 'text',
  },
  {
    name: 'user',
    create: async () => `/api/users/${(await createUser(app.dataSource, 'client-manager', [pid])).id}`,
    edits: [{ phone: '011 1234567' }, { phone: '011 7654321' }],
    field: 'phone',
    noDelete: true,
  },
  {
    name: 'environment (project settings)',
    create: async () => `/api/projects/${await createProject(app.dataSource)}`,
    edits: [{ name: 'Ambiente A' }, { name: 'Ambiente B' }],
    field: 'name',
    noDelete: true,
  },
  {
    name: 'standard document',
    create: async () =>
      `/api/settings/standard-documents/${await post('/api/settings/standard-documents', { name: `Documento ${uid()}` })}`,
    edits: [{ description: 'Descrizione A' }, { description: 'Descrizione B' }],
    field: 'description',
  },
  {
    name: 'dropdown value',
    create: async () =>
      `/api/settings/dropdowns/interprofessional_funds/${await post('/api/settings/dropdowns/interprofessional_funds', { label: `Fondo ${uid()}` })}`,
    edits: [{ sort_order: 500 }, { sort_order: 700 }],
    field: 'sort_order',
  },
  {
    name: 'newsletter',
    create: async () => {
      await app.dataSource.query(`UPDATE projects SET newsletter_enabled = true WHERE id = $1`, [pid]);
      return `/api/projects/${pid}/newsletters/${await post(`/api/projects/${pid}/newsletters`, { subject: `Novità ${uid()}`, body: 'Testo' })}`;
    },
    edits: [{ subject: 'Novità di A' }, { subject: 'Novità di B' }],
    field: 'subject',
  },
  {
    name: 'alert',
    create: async () => `/api/settings/alerts/${await post('/api/settings/alerts', { type: 'info', content: 'Manutenzione' })}`,
    edits: [{ content: 'Manutenzione sabato' }, { content: 'Manutenzione domenica' }],
    field: 'content',
  },
];

describe.each(RESOURCES)('$name', (r) => {
  it('first save wins, second answers 409 with the current record and who changed it', async () => {
    const url = await r.create();
    const [a, b] = await Promise.all([admin.get(url), other.get(url)]);
    expect(a.status).toBe(200);
    const v = a.body.version;
    expect(Number.isInteger(v)).toBe(true);
    expect(b.body.version).toBe(v);
    expect(a.headers.etag).toBe(`"${v}"`);
    const method = r.method ?? 'put';
    const first = await write(admin, method, url, { ...r.edits[0], version: v });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(v + 1);
    const second = await write(other, method, url, { ...r.edits[1], version: b.body.version });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^Il record è stato modificato da Giulia Bianchi il \d\d\/\d\d\/\d{4} alle \d\d:\d\d/);
    expect(second.body.modified_by).toMatchObject({ name: adminName });
    expect(typeof second.body.modified_at).toBe('string');
    expect(second.body.current.version).toBe(v + 1);
    expect(second.body.current[r.field]).toEqual((first.body as Record<string, unknown>)[r.field]);
    const after = await admin.get(url);
    expect(after.body[r.field]).toEqual(first.body[r.field]);
  });

  it('If-Match works like the body field; without a version the save proceeds', async () => {
    const url = await r.create();
    const { body } = await admin.get(url);
    const method = r.method ?? 'put';
    const stale = await write(other, method, url, r.edits[1], `"${body.version - 1 || 99}"`);
    expect(stale.status).toBe(409);
    const ok = await write(other, method, url, r.edits[1], `"${body.version}"`);
    expect(ok.status).toBe(200);
    expect(ok.headers.etag).toBe(`"${body.version + 1}"`);
    const blind = await write(admin, method, url, r.edits[0]);
    expect(blind.status).toBe(200);
    expect(blind.body.version).toBe(body.version + 2);
  });

  it('a stale DELETE answers 409 and keeps the record', async () => {
    if (r.noDelete) return;
    const url = await r.create();
    const { body } = await admin.get(url);
    await write(admin, r.method ?? 'put', url, { ...r.edits[0], version: body.version });
    const stale = await write(other, 'delete', url, undefined, `"${body.version}"`);
    expect(stale.status).toBe(409);
    expect((await admin.get(url)).status).toBe(200);
    const ok = await write(other, 'delete', url, undefined, `"${body.version + 1}"`);
    expect(ok.status).toBe(204);
  });
});

describe('partial update', () => {
  it('{"note":"x"} on a client changes only the note', async () => {
    const created = await write(admin, 'post', `/api/projects/${pid}/clients`, {
      business_name: 'Parziale S.r.l.',
      email: 'info@parziale.it',
    });
    expect(created.status).toBe(201);
    const url = `/api/projects/${pid}/clients/${created.body.id}`;
    const before = (await admin.get(url)).body;
    const res = await write(admin, 'put', url, { note: 'x' });
    expect(res.status).toBe(200);
    const { note, version, updated_at, updated_by, ...rest } = res.body;
    const { note: n0, version: v0, updated_at: u0, updated_by: b0, ...rest0 } = before;
    expect([note, n0]).toEqual(['x', null]);
    expect(version).toBe(v0 + 1);
    void [updated_at, updated_by, u0, b0];
    expect(rest).toEqual(rest0);
    const patched = await write(admin, 'patch', url, { reference: 'R-1' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ note: 'x', reference: 'R-1', business_name: before.business_name });
    const emptied = await write(admin, 'patch', url, { business_name: null });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors.business_name).toEqual(['Campo obbligatorio']);
  });
});

describe('guard details', () => {
  it('two saves in flight with the same version: exactly one wins', async () => {
    const url = `/api/projects/${pid}/clients/${await createClient(app.dataSource, pid)}`;
    const { body } = await admin.get(url);
    const answers = await Promise.all([
      write(admin, 'put', url, { note: 'A', version: body.version }),
      write(other, 'put', url, { note: 'B', version: body.version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await admin.get(url)).body.note).toBe(winner.body.note);
  });

  it('a malformed If-Match answers 422 in Italian; "*" means any version', async () => {
    const url = `/api/projects/${pid}/clients/${await createClient(app.dataSource, pid)}`;
    const bad = await write(admin, 'put', url, { note: 'x' }, 'abc');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/Versione non valida/);
    expect((await write(admin, 'put', url, { note: 'y' }, '*')).status).toBe(200);
    expect((await write(admin, 'put', url, { note: 'z', version: 'due' })).status).toBe(422);
  });

  it('lists carry no ETag and no weak ETag is generated', async () => {
    const res = await admin.get(`/api/projects/${pid}/clients`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('no 304 from the version ETag', () => {
  it('a GET with If-None-Match equal to the ETag still answers the full record', async () => {
    const url = `/api/projects/${pid}`;
    const first = await admin.get(url);
    const again = await admin.get(url).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(pid);
  });
});
