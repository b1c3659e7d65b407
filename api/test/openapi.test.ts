import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateOpenApiJson, OPENAPI_FILE } from '../src/openapi';

/** The document generated from the code, once for the file (each generation starts the whole Nest app). */
let generatedOnce: Promise<string> | undefined;
const generate = () => (generatedOnce ??= generateOpenApiJson());

describe('committed OpenAPI document (docs/openapi.json)', () => {
  it('matches the code: run `npm run build -w api && npm run openapi -w api` after changing an endpoint', async () => {
    const generated = JSON.parse(await generate());
    const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    expect(Object.keys(generated.paths).sort()).toEqual(Object.keys(committed.paths).sort());
    expect(generated).toEqual(committed);
  });

  it('the generated client (api-client/src/schema.ts) matches the code: run `npm run generate:client` after regenerating the OpenAPI', async () => {
    const generated = await generate();
    const root = path.resolve(__dirname, '..', '..');
    const schema = execFileSync(process.execPath, [path.join(root, 'api-client', 'scripts', 'generate.cjs'), '--stdout'], {
      input: generated,
      encoding: 'utf8',
    });
    expect(schema).toEqual(fs.readFileSync(path.join(root, 'api-client', 'src', 'schema.ts'), 'utf8'));
  });

  it('the generated functions (api-client/src/generated, orval) match the code: run `npm run generate:client` after regenerating the OpenAPI', async () => {
    const generated = await generate();
    const root = path.resolve(__dirname, '..', '..');
    const committedDir = path.join(root, 'api-client', 'src', 'generated');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-functions-'));
    try {
      execFileSync(process.execPath, [path.join(root, 'api-client', 'scripts', 'generate.cjs'), '--functions-to', dir], {
        input: generated,
        encoding: 'utf8',
      });
      const files = fs.readdirSync(dir).sort();
      expect(files).toEqual(fs.readdirSync(committedDir).sort());
      for (const f of files)
        expect({ f, text: fs.readFileSync(path.join(dir, f), 'utf8') }).toEqual({
          f,
          text: fs.readFileSync(path.join(committedDir, f), 'utf8'),
        });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents every route with its security', async () => {
    const doc = JSON.parse(await generate());
    expect(doc.paths['/api/login'].post).toBeDefined();
    expect(doc.paths['/api/projects'].get.security).toEqual(expect.arrayContaining([{ cookie: [] }, { bearer: [] }]));
  });

  it('every operation documents its 2xx body (or is 204)', async () => {
    const doc = JSON.parse(await generate());
    const undocumented: string[] = [];
    let checked = 0;
    for (const [route, item] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${route}`;
        checked++;
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const documented = success.some(
          ([code, r]) => code === '204' || Object.values(r.content ?? {}).some((media) => media.schema !== undefined),
        );
        if (!documented) undocumented.push(name);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(undocumented).toEqual([]);
  });
});

/** The part of an OpenAPI operation this test reads. */
interface OpenApiOperation {
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
