/**
 * Generates `api-client/src/schema.ts` (the TypeScript types of every path, operation and schema)
 * from the committed OpenAPI document `docs/openapi.json`, with openapi-typescript, formatted by
 * the repository's prettier settings.
 *
 * `npm run generate:client` (root) or `npm run generate -w @bandi/api-client` writes the file;
 * `node api-client/scripts/generate.cjs --stdout < doc.json` prints it instead (the drift test in
 * `api/test/openapi.test.ts` compares that with the committed file); with `--unformatted` too it
 * prints the same types without prettier's formatting (seconds less, for type checks only:
 * `api/test/contract-rename.test.ts`).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const OPENAPI_FILE = path.join(ROOT, 'docs', 'openapi.json');
const SCHEMA_FILE = path.join(ROOT, 'api-client', 'src', 'schema.ts');

const HEADER = `/**
 * GENERATED from docs/openapi.json by \`npm run generate:client\` (openapi-typescript): do not edit.
 * Change the API's DTOs, then \`npm run build -w api && npm run openapi -w api && npm run generate:client\`.
 */
`;

/**
 * @param {string} openapiText the OpenAPI 3 document as JSON text
 * @param {{ format?: boolean }} [opts] format: false leaves prettier out (same types, other layout)
 * @returns {Promise<string>} the TypeScript source of `schema.ts`, formatted unless format is false
 */
async function generateSchema(openapiText, { format = true } = {}) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(openapiText), { alphabetize: true, rootTypes: false });
  if (!format) return HEADER + astToString(ast);
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(SCHEMA_FILE)) ?? {};
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: SCHEMA_FILE });
}

module.exports = { generateSchema, OPENAPI_FILE, SCHEMA_FILE };

if (require.main === module) {
  // `--stdout`: read the document from stdin and print the schema (the drift test compares it)
  const toStdout = process.argv.includes('--stdout');
  const format = !(toStdout && process.argv.includes('--unformatted'));
  generateSchema(fs.readFileSync(toStdout ? 0 : OPENAPI_FILE, 'utf8'), { format })
    .then((text) => {
      if (toStdout) return void process.stdout.write(text);
      fs.writeFileSync(SCHEMA_FILE, text);
      console.log(`Client API generato in ${path.relative(ROOT, SCHEMA_FILE)}`);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
