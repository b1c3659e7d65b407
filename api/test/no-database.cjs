/**
 * API test files that touch no SQL (docs/testing.md#tests-that-run-once): they start no app, open
 * no database and import no factory; they check code, documents and type-checks. They run in the
 * embedded-database pass only: the PostgreSQL pass (DATABASE_URL set) leaves them out, since
 * they would check the very same thing again. test/no-database.test.ts fails when one of them
 * starts using the database.
 */
module.exports = [
  'config.test.ts',
  'contract-rename.test.ts',
  'input-policy.test.ts',
  'openapi-announcements.test.ts',
  'openapi.test.ts',
  'roles-doc.test.ts',
  'route-permissions.test.ts',
  'validation-metadata.test.ts',
  'no-database.test.ts',
];
