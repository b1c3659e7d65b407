/**
 * The generated API client (`@bandi/api-client`) sends through the shared axios instance, which
 * `shared-ui/src/api/client.ts` gives it when loaded (in the browser the shell loads it at start,
 * before any screen). A test that renders one component may not import that module itself: loaded
 * here for every front-end test file, as the shell does. Tests stub requests on `api.request`.
 */
import '../../src/api/client';
