import { generateOpenApiJson } from '../src/openapi';

/**
 * Issue 9 "one contract", announcements part: every operation of the announcements, templates,
 * public and files areas documents its 2xx answer (a JSON schema with properties, a binary file,
 * or a 204 without body), so the generated client (`@bandi/api-client`) types every request of the
 * announcements remote (docs/api-contract.md).
 */
type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Operation = { tags?: string[]; operationId?: string; responses: Record<string, { content?: Record<string, { schema?: Schema }> }> };

const AREAS = ['announcements', 'templates', 'public', 'files'];

describe('OpenAPI: typed answers of the announcements, templates, public and files operations', () => {
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  beforeAll(async () => {
    doc = JSON.parse(await generateOpenApiJson());
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => (op.tags ?? []).some((t) => AREAS.includes(t)))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );

  /** What a 2xx of `op` answers: 'empty' (204), 'binary', 'json' (a schema with properties), or why not. */
  const answer = (op: Operation): string => {
    const codes = Object.keys(op.responses).filter((c) => /^2\d\d$/.test(c));
    if (!codes.length) return 'no 2xx response';
    const problems: string[] = [];
    for (const code of codes) {
      const content = op.responses[code].content;
      if (code === '204') {
        if (content) problems.push('204 with a body');
        else return 'empty';
        continue;
      }
      const binary = content?.['application/octet-stream']?.schema;
      if (binary?.type === 'string' && binary.format === 'binary') return 'binary';
      const json = content?.['application/json']?.schema;
      if (!json) {
        problems.push(`${code} without a body schema`);
        continue;
      }
      const target = json.$ref ? doc.components.schemas[json.$ref.replace('#/components/schemas/', '')] : json;
      const props = { ...target?.properties, ...Object.assign({}, ...(target?.allOf ?? []).map((s) => s.properties ?? {})) };
      if (Object.keys(props).length) return 'json';
      problems.push(`${code} schema ${json.$ref ?? ''} without properties`);
    }
    return problems.join('; ');
  };

  it('covers the operations of the four areas', () => {
    const names = operations().map((o) => o.name);
    // a sample of each area, so that a renamed tag cannot empty the check below
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/announcements',
        'POST /api/projects/{projectId}/templates/{templateId}/announcements',
        'GET /api/public/announcements/{announcementId}',
        'POST /api/public/newsletter/confirm',
        'POST /api/files',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(49);
  });

  it('documents a 2xx body (or a 204) for every one of them', () => {
    const missing = operations()
      .map(({ name, op }) => ({ name, answer: answer(op) }))
      .filter((o) => !['empty', 'binary', 'json'].includes(o.answer));
    expect(missing).toEqual([]);
  });

  it('describes downloads as binary content and lists as {data, total}', () => {
    const get = (path: string) => doc.paths[path].get;
    expect(answer(get('/api/announcements/{announcementId}/files/{fileId}'))).toBe('binary');
    expect(answer(get('/api/projects/{projectId}/announcements/{announcementId}/files/{fileId}'))).toBe('binary');
    expect(answer(get('/api/public/announcements/{announcementId}/files/{fileId}'))).toBe('binary');
    for (const path of ['/api/announcements', '/api/templates', '/api/announcements/{announcementId}/logs', '/api/standard-documents']) {
      const ref = get(path).responses['200'].content?.['application/json']?.schema?.$ref ?? '';
      // total_estimated: the list pages' marker of an estimated total (docs/api.md#conventions)
      const keys = Object.keys(doc.components.schemas[ref.replace('#/components/schemas/', '')]?.properties ?? {});
      expect(keys.filter((k) => k !== 'total_estimated').sort()).toEqual(['data', 'total']);
    }
  });
});
