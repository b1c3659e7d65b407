import request from 'supertest';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createCall, createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';
import { detectFileType } from '../src/modules/files/file-type';

/** Uploads (size, type on the content), downloads (attachment, visibility) and public share links. */
let app: TestApp;
let own: number;
let other: number;
let expert: Browser;
let localExpert: Browser;
let otherLocal: Browser;
let manager: Browser;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

function upload(b: Browser, url: string, data: Buffer, name: string) {
  const token = b.xsrfToken;
  return b.agent.post(url).set('X-XSRF-TOKEN', token).set('X-Requested-With', 'XMLHttpRequest').attach('file', data, name);
}
const complete = (name: string) => ({
  name,
  status: 'published',
  link_regulatory: 'https://www.invitalia.it/bando',
  number_of_employees_min: 0,
  number_of_employees_max: 50,
  year_of_establishment_min: 1900,
  year_of_establishment_max: 2026,
  annual_volume_min: 0,
  annual_volume_max: 1000000,
  announcements_company_dimensions: ['micro'],
  announcements_areas_of_intervention: ['digitalizzazione'],
  announcements_ateco_codes: [{ value: '62', primary: true }],
  announcements_locations: [{ nation: 'Italia' }],
  announcements_custom_fields: [{ label: 'Nota interna', value: 'Cliente da richiamare' }],
});

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'File A' });
  other = await createProject(app.dataSource, { name: 'File B' });
  expert = await browserAs(app, (await createUser(app.dataSource, 'expert-announcement', [own, other])).email, FACTORY_PASSWORD);
  localExpert = await browserAs(app, (await createUser(app.dataSource, 'local-expert-announcement', [own])).email, FACTORY_PASSWORD);
  otherLocal = await browserAs(app, (await createUser(app.dataSource, 'local-expert-announcement', [other])).email, FACTORY_PASSWORD);
  manager = await browserAs(app, (await createUser(app.dataSource, 'client-manager', [own])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe('content type detection', () => {
  it('recognises the allowlist by magic bytes and refuses the rest', () => {
    expect(detectFileType(PDF)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))?.ext).toBe('jpg');
    expect(detectFileType(EXE)).toBeNull();
    expect(detectFileType(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
  });
});

describe('uploads and downloads', () => {
  it('refuses an executable renamed .pdf and an oversized file (422 and 413)', async () => {
    const exe = await upload(localExpert, `/api/projects/${own}/files`, EXE, 'bando.pdf');
    expect(exe.status).toBe(422);
    expect(exe.body.errors.file[0]).toMatch(/Tipo di file non ammesso/);
    const big = await upload(localExpert, `/api/projects/${own}/files`, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'grande.pdf');
    expect(big.status).toBe(413);
    expect(big.body.errors.file).toEqual(['Il file supera la dimensione massima di 10 MB']);
    const none = await localExpert.send('post', `/api/projects/${own}/files`);
    expect(none.status).toBe(422);
  });

  it('stores a PDF, attaches it to an environment document, downloads it as attachment only where visible', async () => {
    const call = await expert.send('post', '/api/announcements', complete('Bando con allegati'));
    const up = await upload(localExpert, `/api/projects/${own}/files`, PDF, '../../etc/Scheda tecnica.PDF');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ original_name: 'Scheda tecnica.pdf', mime_type: 'application/pdf', size_bytes: PDF.length });
    const [stored] = await app.dataSource.query(`SELECT storage_key FROM files WHERE id = $1`, [up.body.id]);
    expect(stored.storage_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const put = await localExpert.send('put', `/api/projects/${own}/announcements/${call.body.id}`, {
      announcements_additional_documents: [{ name: 'Scheda tecnica', file_id: up.body.id }],
    });
    expect(put.status).toBe(200);
    expect(put.body.announcements_additional_documents[0].file).toMatchObject({ id: up.body.id });
    const dl = await manager.get(`/api/projects/${own}/announcements/${call.body.id}/files/${up.body.id}`).buffer(true).expect(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="Scheda tecnica.pdf"/);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(dl.body as Buffer, PDF)).toBe(0);
    // another environment sees the global announcement but not this environment's document
    expect((await otherLocal.get(`/api/projects/${other}/announcements/${call.body.id}/files/${up.body.id}`)).status).toBe(404);
    expect((await otherLocal.get(`/api/projects/${own}/announcements/${call.body.id}/files/${up.body.id}`)).status).toBe(404);
    expect((await expert.get(`/api/announcements/${call.body.id}/files/${up.body.id}`)).status).toBe(404);
    // a file uploaded in another environment cannot be attached here
    const foreign = await upload(otherLocal, `/api/projects/${other}/files`, PDF, 'altro.pdf');
    const refused = await localExpert.send('put', `/api/projects/${own}/announcements/${call.body.id}`, {
      announcements_additional_documents: [{ name: 'Rubato', file_id: foreign.body.id }],
    });
    expect(refused.status).toBe(422);
  });

  it('sets and removes the information sheet of a global announcement', async () => {
    const up = await upload(expert, '/api/files', PDF, 'scheda.pdf');
    expect(up.status).toBe(201);
    const call = await expert.send('post', '/api/announcements', { name: 'Con scheda', information_sheet: up.body.id });
    expect(call.body.information_sheet).toMatchObject({ id: up.body.id, original_name: 'scheda.pdf' });
    await expert.get(`/api/announcements/${call.body.id}/files/${up.body.id}`).expect(200);
    const del = await expert.send('put', `/api/announcements/${call.body.id}`, { information_sheet_delete: true });
    expect(del.body.information_sheet).toBeNull();
  });
});

describe('public share links', () => {
  let callId: number;
  let clientId: number;
  let url: string;
  let token: string;
  beforeAll(async () => {
    callId = (await expert.send('post', '/api/announcements', complete('Bando da condividere'))).body.id;
    clientId = await createClient(app.dataSource, own);
  });

  it('creates an unguessable expiring link for a client of the environment', async () => {
    const share = await manager.send('post', `/api/projects/${own}/announcements/${callId}/shares`, {
      client_id: clientId,
      expires_in_days: 7,
    });
    expect(share.status).toBe(201);
    token = share.body.token;
    url = share.body.url;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(url).toBe(`/ambiente/${own}/clienti/${clientId}/bandi/${callId}/pubblico?token=${token}`);
    const days = (new Date(share.body.expires_at).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const [row] = await app.dataSource.query(`SELECT token_hash FROM announcement_shares WHERE id = $1`, [share.body.id]);
    expect(row.token_hash).not.toContain(token);
    const foreign = await createClient(app.dataSource, other);
    expect((await manager.send('post', `/api/projects/${own}/announcements/${callId}/shares`, { client_id: foreign })).status).toBe(422);
  });

  it('opens the call logged out without internal data; a tampered, foreign, expired or revoked token is 404', async () => {
    const pub = await request(app.server).get(`/api/public/announcements/${callId}?token=${token}`).expect(200);
    expect(pub.body).toMatchObject({ id: callId, name: 'Bando da condividere' });
    for (const k of ['announcements_custom_fields', 'source_data', 'created_by', 'editable_tabs']) expect(pub.body).not.toHaveProperty(k);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    await request(app.server).get(`/api/public/announcements/${callId}?token=${tampered}`).expect(404);
    await request(app.server).get(`/api/public/announcements/${callId}`).expect(404);
    const another = (await expert.send('post', '/api/announcements', complete('Altro bando'))).body.id;
    await request(app.server).get(`/api/public/announcements/${another}?token=${token}`).expect(404);
    const list = await manager.get(`/api/projects/${own}/announcements/${callId}/shares`).expect(200);
    expect(list.body.data[0]).not.toHaveProperty('token');
    await app.dataSource.query(`UPDATE announcement_shares SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      list.body.data[0].id,
    ]);
    await request(app.server).get(`/api/public/announcements/${callId}?token=${token}`).expect(404);
    const second = await manager.send('post', `/api/projects/${own}/announcements/${callId}/shares`, { client_id: clientId });
    await request(app.server).get(`/api/public/announcements/${callId}?token=${second.body.token}`).expect(200);
    expect((await manager.send('delete', `/api/projects/${own}/announcements/${callId}/shares/${second.body.id}`)).status).toBe(204);
    await request(app.server).get(`/api/public/announcements/${callId}?token=${second.body.token}`).expect(404);
  });

  it('shares for a call log (richiesta) with the richieste address, and refuses both or neither', async () => {
    const log = await createCall(app.dataSource, own, clientId);
    const share = await manager.send('post', `/api/projects/${own}/announcements/${callId}/shares`, { call_id: log });
    expect(share.status).toBe(201);
    expect(share.body.url).toBe(`/ambiente/${own}/richieste/${log}/bandi/${callId}/pubblico?token=${share.body.token}`);
    expect((await manager.send('post', `/api/projects/${own}/announcements/${callId}/shares`, {})).status).toBe(422);
    expect(
      (await manager.send('post', `/api/projects/${own}/announcements/${callId}/shares`, { call_id: log, client_id: clientId })).status,
    ).toBe(422);
    await request(app.server).get(`/api/public/announcements/${callId}?token=${share.body.token}`).expect(200);
  });
});
