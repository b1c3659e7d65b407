/**
 * API test files that touch no SQL (docs/testing.md#tests-that-run-once): they start no app, open
 * no database and import no factory; they check code, documents and type-checks. They run in one
 * pass only, since a second would check the very same thing again: in .ci/run on its PostgreSQL
 * lane (API_LANE=postgres; the embedded lane also runs the front ends' suites, and the lanes end
 * about together), elsewhere on the embedded database (a pass with DATABASE_URL leaves them out). test/no-database.test.ts fails when one of them
 * starts using the database.
 */
module.exports = [
  'config.test.ts',
  'api-errors.test.ts',
  'client-fields.test.ts',
  'contract-rename.test.ts',
  'input-policy.test.ts',
  'openapi-announcements.test.ts',
  'openapi.test.ts',
  'roles-doc.test.ts',
  'route-permissions.test.ts',
  'validation-metadata.test.ts',
  'no-database.test.ts',
  'import-progress-redis.test.ts',
  'upload-to-disk.test.ts',
  'data-access.test.ts',
  'bundles.test.ts',
  'document-worker.test.ts',
];
