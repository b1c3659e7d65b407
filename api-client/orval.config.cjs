/**
 * orval's configuration: the generated client of the front ends (docs/architecture.md#api-client).
 * One function per operation of `docs/openapi.json`, named after its operationId
 * (`clients_list` -> `clientsList`, api/src/openapi.ts `operationIdOf`), one file per tag in
 * `src/generated/`, the schemas in `src/generated/api.schemas.ts`; each sends through `src/send.ts`
 * (the shared axios instance). `npm run generate:client` runs it (scripts/generate.cjs), with
 * openapi-typescript's `src/schema.ts` beside it.
 *
 * @param {string} input the OpenAPI document's path
 * @param {string} target where the generated files go (a folder's `index.ts`)
 */
module.exports = (input, target) => ({
  bandi: {
    input: { target: input },
    output: {
      mode: 'tags',
      target,
      client: 'axios-functions',
      prettier: false,
      override: {
        mutator: { path: require('node:path').join(__dirname, 'src', 'send.ts'), name: 'send' },
        // type aliases, as openapi-typescript's: a record type is assignable to Record<string, unknown>
        useTypeOverInterfaces: true,
        // enums as union types only: no object per enum in the bundles
        enumGenerationType: 'union',
        header: () => [
          'GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.',
          'Change the API, then `npm run openapi` (root).',
        ],
      },
    },
  },
});
