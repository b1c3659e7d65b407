import type { Response } from 'superagent';
import { addCalendarMonths, todayInRome } from '@bandi/domain';
import JSZip from 'jszip';
import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 35, "Dossier" and "Upload link for the referent", acceptance 1 (docs/domain.md#dossier,
 * docs/api.md#dossier): a dossier built from an announcement with 3 standard documents, 2 additional
 * documents and an expense item with a required attachment has exactly those 6 items; the client's
 * valid visura is linked automatically, an expired one shows 'scaduto'; the referent's upload
 * through the link lands on the right item and nowhere else (and tells the client's manager); a
 * revoked, expired or unknown link answers 404; another environment's negotiation is a 404; the
 * ZIP holds the index and the files.
 */
let app: TestApp;
let pid: number;
let otherPid: number;
let manager: Browser;
let foreign: Browser;
let managerId: number;
let negA: number;
let negB: number;
let clientA: number;
const today = todayInRome();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const tag = Math.random().toString(36).slice(2, 8);

function binary(res: Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** A visura camerale of the client issued on `issue` (its expiry: six months later). */
async function visura(clientId: number, issue: string) {
  const res = await manager.agent
    .post(`/api/projects/${pid}/clients/${clientId}/documents`)
    .set('X-XSRF-TOKEN', manager.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .field('type', 'ordinary_chamber')
    .field('issue_date', issue)
    .attach('file', pdf, 'visura.pdf');
  expect(res.status).toBe(201);
}

/** The referent's upload of `body` to item `itemId` through `token`, from a browser without a session. */
async function referentUpload(token: string, itemId: number, body = pdf, name = 'preventivo.pdf') {
  const visitor = new Browser(app.server);
  await visitor.csrf();
  return visitor.agent
    .post(`/api/public/dossier/items/${itemId}/file?token=${token}`)
    .set('X-XSRF-TOKEN', visitor.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', body, name);
}

type Item = { id: number; label: string; source_kind: string; status: string; to_verify: boolean; client_document: unknown; file: unknown };

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  pid = await createProject(ds, { name: 'Dossier test' });
  otherPid = await createProject(ds, { name: 'Dossier altro' });
  const m = await createUser(ds, 'client-manager', [pid]);
  managerId = m.id;
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  foreign = await browserAs(app, (await createUser(ds, 'client-manager', [otherPid])).email, FACTORY_PASSWORD);
  clientA = await createClient(ds, pid, { business_name: 'Alfa Dossier S.r.l.' });
  const clientB = await createClient(ds, pid, { business_name: 'Beta Dossier S.r.l.' });
  for (const c of [clientA, clientB]) await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [c, m.id]);
  await visura(clientA, today);
  await visura(clientB, addCalendarMonths(today, -7));

  // the announcement: 3 standard documents, 2 additional documents (+ an "Altro" attachment, not asked),
  // 1 expense item with a required attachment
  const call = await createAnnouncement(ds, { name: 'Bando Dossier' });
  for (const name of ['Visura camerale', `Dichiarazione de minimis ${tag}`, `Durc in corso di validità ${tag}`]) {
    const [sd] = await ds.query(
      `INSERT INTO standard_documents (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [name],
    );
    await ds.query(`INSERT INTO announcement_standard_documents (announcement_id, standard_document_id) VALUES ($1, $2)`, [call, sd.id]);
  }
  for (const [kind, name] of [
    ['additional', 'Piano degli investimenti'],
    ['additional', 'Modulo di domanda firmato'],
    ['other_attachment', 'Slide di presentazione'],
  ])
    await ds.query(`INSERT INTO announcement_documents (announcement_id, kind, name) VALUES ($1, $2, $3)`, [call, kind, name]);
  await ds.query(
    `INSERT INTO announcement_expense_items (announcement_id, description, required_attachment) VALUES ($1, 'Macchinari', ARRAY['Preventivo del fornitore'])`,
    [call],
  );
  const open = async (client: number) =>
    (
      await manager.send('post', `/api/projects/${pid}/negotiations`, {
        client_id: client,
        title: 'Domanda Bando Dossier',
        announcement_id: call,
      })
    ).body.id as number;
  negA = await open(clientA);
  negB = await open(clientB);
});
afterAll(async () => {
  await app?.close();
});

const dossierUrl = (n: number) => `/api/projects/${pid}/negotiations/${n}/dossier`;

it('builds exactly the announcement items, links the valid visura and marks the expired one scaduto', async () => {
  const built = await manager.send('post', dossierUrl(negA));
  expect(built.status).toBe(200);
  expect(built.body.items.map((i: Item) => [i.source_kind, i.label])).toEqual([
    ['standard_document', 'Visura camerale'],
    ['standard_document', `Dichiarazione de minimis ${tag}`],
    ['standard_document', `Durc in corso di validità ${tag}`],
    ['additional_document', 'Piano degli investimenti'],
    ['additional_document', 'Modulo di domanda firmato'],
    ['expense_attachment', 'Preventivo del fornitore (Macchinari)'],
  ]);
  const visuraA = built.body.items[0] as Item;
  expect(visuraA).toMatchObject({ status: 'caricato', client_document: expect.objectContaining({ id: expect.any(Number) }) });
  expect(built.body.items.slice(1).map((i: Item) => i.status)).toEqual(Array(5).fill('mancante'));
  expect(built.body.progress).toEqual({ required_total: 6, done: 1 });
  // a refresh adds nothing twice
  expect((await manager.send('post', dossierUrl(negA))).body.items).toHaveLength(6);
  // the negotiation (page and kanban card) carries the progress
  expect((await manager.get(`/api/projects/${pid}/negotiations/${negA}`)).body.dossier).toEqual({ required_total: 6, done: 1 });
  const board = (await manager.get(`/api/projects/${pid}/negotiations/board`)).body;
  const card = board.stages.flatMap((s: { items: { id: number }[] }) => s.items).find((c: { id: number }) => c.id === negA);
  expect(card.dossier).toEqual({ required_total: 6, done: 1 });

  const builtB = await manager.send('post', dossierUrl(negB));
  expect(builtB.body.items[0]).toMatchObject({ label: 'Visura camerale', status: 'scaduto' });
  expect(builtB.body.progress).toEqual({ required_total: 6, done: 0 });

  // another environment's user reaches neither the dossier nor its routes through its own environment
  expect((await foreign.get(`/api/projects/${otherPid}/negotiations/${negA}/dossier`)).status).toBe(404);
  expect((await foreign.send('post', `/api/projects/${otherPid}/negotiations/${negA}/dossier/links`, {})).status).toBe(404);
});

it("lands the referent's upload on the right item only; revoked, expired and unknown links are 404", async () => {
  const before: Item[] = (await manager.get(dossierUrl(negA))).body.items;
  const beforeB: Item[] = (await manager.get(dossierUrl(negB))).body.items;
  const link = await manager.send('post', `${dossierUrl(negA)}/links`, { expires_in_days: 7 });
  expect(link.status).toBe(201);
  const token = link.body.token as string;
  expect(link.body.url).toContain(token);

  const page = await new Browser(app.server).get(`/api/public/dossier?token=${token}`);
  expect(page.status).toBe(200);
  expect(page.body.client_name).toBe('Alfa Dossier S.r.l.');
  expect(page.body.items.map((i: Item) => i.label)).toEqual(before.slice(1).map((i) => i.label));
  expect(page.body.items[0]).not.toHaveProperty('note');

  const target = before[5];
  // a file refused by its content (plain text) changes nothing; another dossier's item is a 404
  expect((await referentUpload(token, target.id, Buffer.from('solo testo'), 'preventivo.pdf')).status).toBe(422);
  expect((await referentUpload(token, beforeB[5].id)).status).toBe(404);
  const up = await referentUpload(token, target.id);
  expect(up.status).toBe(201);
  expect(up.body.items.map((i: Item) => i.id)).not.toContain(target.id);

  const after: Item[] = (await manager.get(dossierUrl(negA))).body.items;
  expect(after.find((i) => i.id === target.id)).toMatchObject({ status: 'caricato', to_verify: true, uploaded_via_link: true });
  expect(after.filter((i) => i.id !== target.id).map((i) => [i.id, i.status])).toEqual(
    before.filter((i) => i.id !== target.id).map((i) => [i.id, i.status]),
  );
  expect((await manager.get(dossierUrl(negB))).body.items.map((i: Item) => i.status)).toEqual(beforeB.map((i) => i.status));
  const [note] = await app.dataSource.query(`SELECT title, link FROM notifications WHERE user_id = $1 AND kind = 'dossier_upload'`, [
    managerId,
  ]);
  expect(note.title).toContain('Preventivo del fornitore');

  // staff verify it: no longer to verify, progress counts it
  const verified = await manager.send('patch', `${dossierUrl(negA)}/items/${target.id}`, { status: 'verificato' });
  expect(verified.body).toMatchObject({ status: 'verificato', to_verify: false, verified_by: managerId });
  expect((await manager.get(dossierUrl(negA))).body.progress).toEqual({ required_total: 6, done: 2 });
  expect((await manager.send('patch', `${dossierUrl(negA)}/items/${target.id}`, { status: 'finito' })).status).toBe(422);

  // revoked: 404 on the page and on uploads
  expect((await manager.send('delete', `${dossierUrl(negA)}/links/${link.body.id}`)).status).toBe(204);
  expect((await new Browser(app.server).get(`/api/public/dossier?token=${token}`)).status).toBe(404);
  expect((await referentUpload(token, before[1].id)).status).toBe(404);
  // expired: 404; unknown: 404
  const second = await manager.send('post', `${dossierUrl(negA)}/links`, {});
  await app.dataSource.query(`UPDATE dossier_upload_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [second.body.id]);
  expect((await new Browser(app.server).get(`/api/public/dossier?token=${second.body.token}`)).status).toBe(404);
  expect((await new Browser(app.server).get(`/api/public/dossier?token=${'x'.repeat(43)}`)).status).toBe(404);
  const links = (await manager.get(`${dossierUrl(negA)}/links`)).body;
  expect(links.data.map((l: { active: boolean }) => l.active)).toEqual([false, false]);
});

it('downloads the dossier as a ZIP with its index and files', async () => {
  const res = await manager.agent
    .get(`${dossierUrl(negA)}/zip`)
    .set('Accept-Encoding', 'identity')
    .buffer(true)
    .parse(binary);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const zip = await JSZip.loadAsync(res.body as Buffer);
  const index = (await zip.file('indice.csv')!.async('string'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(index).toHaveLength(7);
  expect(index[1]).toMatch(/^1;Visura camerale;sì;caricato;sì;01 - visura\.pdf;/);
  expect(index[6]).toMatch(/^6;Preventivo del fornitore \(Macchinari\);sì;verificato;no;06 - preventivo\.pdf;/);
  expect(Object.keys(zip.files).sort()).toEqual(['01 - visura.pdf', '06 - preventivo.pdf', 'indice.csv']);
});

type Entry = { action: string; user_id: number | null; changes: Record<string, unknown> & { fields: string[] } };

it("logs every dossier change on the client's log, the referent's upload without a user", async () => {
  // a manual item added, a staff upload to it, marked non applicabile, then deleted; a second revoke logs nothing
  const added = await manager.send('post', `${dossierUrl(negA)}/items`, { label: 'Dichiarazione del legale rappresentante' });
  const manual = (added.body.items as Item[]).at(-1)!;
  const staffUpload = await manager.agent
    .post(`${dossierUrl(negA)}/items/${manual.id}/file`)
    .set('X-XSRF-TOKEN', manager.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', pdf, 'dichiarazione.pdf');
  expect(staffUpload.status).toBe(201);
  await manager.send('patch', `${dossierUrl(negA)}/items/${manual.id}`, { status: 'non applicabile' });
  expect((await manager.send('delete', `${dossierUrl(negA)}/items/${manual.id}`)).status).toBe(204);
  const links = (await manager.get(`${dossierUrl(negA)}/links`)).body.data as { id: number }[];
  expect((await manager.send('delete', `${dossierUrl(negA)}/links/${links[1].id}`)).status).toBe(204);

  const log = await manager.get(`/api/projects/${pid}/clients/${clientA}/log?take=100`);
  expect(log.status).toBe(200);
  const entries = (log.body.data as Entry[]).filter((e) => e.action.startsWith('dossier.') && e.changes.negotiation_id === negA).reverse();
  expect(entries.map((e) => e.action)).toEqual([
    'dossier.built',
    'dossier.link_created',
    'dossier.file_uploaded',
    'dossier.item_updated',
    'dossier.link_revoked',
    'dossier.link_created',
    'dossier.item_added',
    'dossier.file_uploaded',
    'dossier.item_updated',
    'dossier.item_deleted',
  ]);
  expect(entries[0].changes).toMatchObject({ items_added: 6, documents_linked: 1 });
  // the referent's upload: no user, through the link, status mancante -> caricato (the refused file left no entry)
  expect(entries[2]).toMatchObject({
    user_id: null,
    changes: {
      item_label: 'Preventivo del fornitore (Macchinari)',
      via_link: true,
      file_name: 'preventivo.pdf',
      values: { status: { from: 'mancante', to: 'caricato' } },
    },
  });
  expect(entries[3]).toMatchObject({
    user_id: managerId,
    changes: { fields: ['status'], values: { status: { from: 'caricato', to: 'verificato' } } },
  });
  expect(entries[7]).toMatchObject({
    user_id: managerId,
    changes: { via_link: false, item_label: 'Dichiarazione del legale rappresentante' },
  });
  expect(entries[8].changes.values).toEqual({ status: { from: 'caricato', to: 'non applicabile' } });
  expect(entries[9].changes).toMatchObject({ item_id: manual.id, item_label: 'Dichiarazione del legale rappresentante' });
  // a refresh that changes nothing logs nothing
  await manager.send('post', dossierUrl(negA));
  expect((await manager.get(`/api/projects/${pid}/clients/${clientA}/log?take=100`)).body.total).toBe(log.body.total);
});
