import { generateOpenApiJson } from '../src/openapi';
import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 9 "one contract": the answers of the announcements, templates, files, shares and public
 * routes have exactly the fields their documented schema (docs/openapi.json) names, nested
 * objects and list items included, so the generated client types what the API really sends.
 */
type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  additionalProperties?: unknown;
};

let app: TestApp;
let doc: {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
  components: { schemas: Record<string, Schema> };
};
let admin: Browser;
let project: number;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  doc = JSON.parse(await generateOpenApiJson());
  app = await startTestApp();
  project = await createProject(app.dataSource, { name: 'Contratto bandi' });
  admin = await browserAs(app, (await createUser(app.dataSource, 'administrator', [project])).email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

const resolve = (s: Schema): Schema => {
  if (s.$ref) return resolve(doc.components.schemas[s.$ref.replace('#/components/schemas/', '')]);
  if (s.allOf?.length === 1) return { ...resolve(s.allOf[0]), nullable: s.nullable };
  return s;
};

/** Differences between `value` and schema `s` at `at`: undocumented fields, missing required ones, nested alike. */
function mismatches(value: unknown, s: Schema, at = '$'): string[] {
  const schema = resolve(s);
  if (value === null || value === undefined) return value === null && !schema.nullable && schema.type !== undefined ? [`${at}: null`] : [];
  if (schema.type === 'array')
    return Array.isArray(value) ? value.flatMap((v, i) => mismatches(v, schema.items!, `${at}[${i}]`)) : [`${at}: not a list`];
  if (!schema.properties || schema.additionalProperties) return [];
  if (typeof value !== 'object') return [`${at}: not an object`];
  const record = value as Record<string, unknown>;
  const out = Object.keys(record)
    .filter((k) => !(k in schema.properties!))
    .map((k) => `${at}.${k}: not documented`);
  for (const k of schema.required ?? []) if (!(k in record)) out.push(`${at}.${k}: missing`);
  for (const [k, p] of Object.entries(schema.properties)) if (k in record) out.push(...mismatches(record[k], p, `${at}.${k}`));
  return out;
}

/** The documented 2xx JSON schema of `method path`. */
function answerOf(method: string, path: string): Schema {
  const responses = doc.paths[path][method].responses;
  const code = Object.keys(responses).find((c) => /^2\d\d$/.test(c) && responses[c].content?.['application/json'])!;
  return responses[code].content!['application/json'].schema;
}

function expectDocumented(res: { status: number; body: unknown }, method: string, path: string) {
  expect([res.status, res.status < 300 ? null : res.body]).toEqual([expect.any(Number), null]);
  expect(mismatches(res.body, answerOf(method, path))).toEqual([]);
}

it('answers of announcements, documents, templates, shares and the public page match their schemas', async () => {
  const upload = await admin.agent
    .post('/api/files')
    .set('X-XSRF-TOKEN', admin.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', PDF, 'scheda.pdf');
  expectDocumented(upload, 'post', '/api/files');
  const [std] = (await admin.get('/api/standard-documents').expect(200)).body.data;
  expectDocumented(await admin.get('/api/standard-documents'), 'get', '/api/standard-documents');

  const created = await admin.send('post', '/api/announcements', {
    name: 'Bando contratto',
    supplying_authority: 'Regione Piemonte',
    information_sheet: upload.body.id,
    type_non_repayable_fund: true,
    announcements_ateco_codes: [{ value: '62', primary: true }],
    announcements_locations: [{ nation: 'Italia', region: '01' }],
    announcements_expense_items: [{ description: 'Consulenza', max_import_percentage: 50, required_attachment: ['Preventivo'] }],
    standard_documents: std ? [std.id] : [],
    announcements_additional_documents: [{ name: 'Bando', file_id: upload.body.id }],
    announcements_custom_fields: [{ label: 'Nota', value: 'interna' }],
  });
  expectDocumented(created, 'post', '/api/announcements');
  const id = created.body.id as number;
  expect(created.body.announcements_additional_documents[0].file).toMatchObject({ id: upload.body.id });

  expectDocumented(await admin.get(`/api/announcements/${id}`), 'get', '/api/announcements/{announcementId}');
  expectDocumented(
    await admin.get(`/api/projects/${project}/announcements/${id}`),
    'get',
    '/api/projects/{projectId}/announcements/{announcementId}',
  );
  expectDocumented(await admin.get('/api/announcements?take=5'), 'get', '/api/announcements');
  expectDocumented(await admin.get(`/api/projects/${project}/announcements?take=5`), 'get', '/api/projects/{projectId}/announcements');
  expectDocumented(
    await admin.send('patch', `/api/announcements/${id}`, { description: 'Aggiornato' }),
    'patch',
    '/api/announcements/{announcementId}',
  );
  expectDocumented(await admin.get(`/api/announcements/${id}/logs`), 'get', '/api/announcements/{announcementId}/logs');
  expectDocumented(await admin.send('post', `/api/announcements/${id}/duplicate`), 'post', '/api/announcements/{announcementId}/duplicate');

  const template = await admin.send('post', `/api/announcements/${id}/template`, {});
  expectDocumented(template, 'post', '/api/announcements/{announcementId}/template');
  expectDocumented(await admin.get(`/api/templates/${template.body.id}`), 'get', '/api/templates/{templateId}');
  expectDocumented(await admin.get('/api/templates'), 'get', '/api/templates');
  expectDocumented(await admin.get(`/api/templates/${template.body.id}/logs`), 'get', '/api/templates/{templateId}/logs');
  expectDocumented(
    await admin.send('post', `/api/templates/${template.body.id}/announcements`, {}),
    'post',
    '/api/templates/{templateId}/announcements',
  );

  const client = await createClient(app.dataSource, project);
  const share = await admin.send('post', `/api/projects/${project}/announcements/${id}/shares`, { client_id: client });
  expectDocumented(share, 'post', '/api/projects/{projectId}/announcements/{announcementId}/shares');
  expectDocumented(
    await admin.get(`/api/projects/${project}/announcements/${id}/shares`),
    'get',
    '/api/projects/{projectId}/announcements/{announcementId}/shares',
  );
  const visitor = new Browser(app.server);
  const page = await visitor.get(`/api/public/announcements/${id}?token=${share.body.token}`);
  expectDocumented(page, 'get', '/api/public/announcements/{announcementId}');
  expect(page.body.announcements_custom_fields).toBeUndefined();
});

it('the check finds an undocumented or a missing field', () => {
  const schema = answerOf('get', '/api/standard-documents');
  expect(mismatches({ data: [{ id: 1, name: 'x', description: null }], total: 1 }, schema)).toEqual([]);
  expect(mismatches({ data: [{ id: 1, name: 'x', description: null, extra: 1 }], total: 1 }, schema)).toEqual([
    '$.data[0].extra: not documented',
  ]);
  expect(mismatches({ data: [{ id: 1, description: null }], total: 1 }, schema)).toEqual(['$.data[0].name: missing']);
});
