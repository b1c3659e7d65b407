import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 38, acceptance 2 ("controllers never query; services call repositories";
 * docs/architecture.md#data-access): a feature's SQL lives in its repository files
 * (`*.repository.ts`). This test counts the `.query(` calls of every other file under
 * `api/src/modules` (`git grep -n "\.query(" api/src/modules` outside repository files) and fails
 * on any: a statement written in a service, controller, validator or job goes into its feature's
 * repository instead (89 such calls in 21 files when issue 38 was filed; none now). `LEFT` would list
 * a file kept on purpose, with its count and reason.
 */
const LEFT: Record<string, { count: number; reason: string }> = {};

const MODULES = path.join(__dirname, '..', 'src', 'modules');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.repository.ts'))
    .map((e) => path.relative(MODULES, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

it('no `.query(` outside repository files, but those listed, with exactly their counts', () => {
  const found: Record<string, number> = {};
  for (const f of files(MODULES)) {
    const n = (fs.readFileSync(path.join(MODULES, f), 'utf8').match(/\.query\(/g) ?? []).length;
    if (n) found[f] = n;
  }
  const expected = Object.fromEntries(Object.entries(LEFT).map(([f, v]) => [f, v.count]));
  expect(found).toEqual(expected);
});

/**
 * Issue 38, "controllers never query": a controller takes its request apart, checks who may call
 * it (the @Auth decorator) and hands the work to its feature's service, which in turn calls repositories.
 * No `*.controller.ts` under `api/src/modules` may reach the database itself: no data source, no
 * entity manager, no TypeORM Repository, no `getRepository(`, no `.transaction(`, no QueryBuilder
 * (7 controllers did when this test was written: auth, MFA, federation, health, document types,
 * client documents, the incentivi.gov.it import; their work is in services now).
 */
it('no controller reaches the database: no data source, entity manager, repository, transaction or query builder', () => {
  // the names written with a one-letter class ([S], [M]) so that this file, which opens no database,
  // does not name them itself (no-database.test.ts reads the source of the files that open none)
  const forbidden =
    /\b(Data[S]ource|Entity[M]anager|getRepository\(|\.transaction\(|createQueryBuilder\(|InjectRepository)\b|from 'typeorm'/;
  const offending = fs
    .readdirSync(MODULES, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.controller.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => forbidden.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(MODULES, f).split(path.sep).join('/'));
  expect(offending).toEqual([]);
});
