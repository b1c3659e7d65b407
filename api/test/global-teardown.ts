/** Nothing to stop: each test file closes its own app and database. */
export default async function globalTeardown(): Promise<void> {}
