import fs from 'node:fs';
import { generateOpenApiJson, OPENAPI_FILE } from '../src/openapi';

describe('committed OpenAPI document (docs/openapi.json)', () => {
  it('matches the code: run `npm run build -w api && npm run openapi -w api` after changing an endpoint', async () => {
    const generated = JSON.parse(await generateOpenApiJson());
    const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    expect(Object.keys(generated.paths).sort()).toEqual(Object.keys(committed.paths).sort());
    expect(generated).toEqual(committed);
  });

  it('documents every route with its security', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    expect(doc.paths['/api/login'].post).toBeDefined();
    expect(doc.paths['/api/projects'].get.security).toEqual(expect.arrayContaining([{ cookie: [] }, { bearer: [] }]));
  });
});
