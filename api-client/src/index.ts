import type { components } from './schema';

/**
 * `@bandi/api-client`: the front ends' API client, generated from `docs/openapi.json`
 * (docs/architecture.md#api-client; `npm run openapi` regenerates document and client):
 * - one function per operation (orval, `./generated`), named after its operationId, e.g.
 *   `clientsList(projectId, { search }, { signal })` for GET /api/projects/{projectId}/clients, with
 *   the typed path values, query, body and answer (axios's response, `data` typed); they send
 *   through the front ends' shared axios instance (`./send.ts`), so CSRF, the session epoch and the
 *   401/403/404 handlers of docs/api-contract.md#errors apply; errors are that instance's `AxiosError`s;
 * - the types of every path, operation and schema (openapi-typescript, `./schema.ts`), e.g.
 *   `Schema<'ClientDetail'>`; renaming a field of a response DTO breaks the type check of every
 *   screen that reads it (api/test/contract-rename.test.ts).
 */
export type { components, operations, paths } from './schema';
export * from './generated';
export { configureApiClient } from './send';

/** A schema of the OpenAPI document by name, e.g. `Schema<'CallDetailDto'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
