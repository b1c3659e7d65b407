import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { generateOpenApiJson } from '../src/openapi';

const ROOT = path.resolve(__dirname, '..', '..');
const GENERATE = path.join(ROOT, 'api-client', 'scripts', 'generate.cjs');

/** The response field renamed, and the front-end projects and files that read it. */
const SCHEMA = 'ClientSummary';
const FIELD = 'business_name';
const RENAMED = 'business_name_renamed';
const READERS: Record<string, string[]> = {
  'mf-calls': ['mf-calls/src/calls/CallList.tsx', 'mf-calls/src/calls/CallCreateForm.tsx'],
  'mf-clients': ['mf-clients/src/clients/ClientList.tsx'],
};

/**
 * Writes a scratch `@bandi/api-client` generated from `doc` (types and functions), and one tsconfig that type-checks
 * every reading project at once (their tsconfig files are alike: the one of the first project,
 * with all their sources) with the package mapped to the scratch copy.
 */
function scratchClient(dir: string, doc: object): void {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  for (const f of ['index.ts', 'send.ts']) fs.copyFileSync(path.join(ROOT, 'api-client', 'src', f), path.join(dir, 'src', f));
  const schema = execFileSync(process.execPath, [GENERATE, '--stdout', '--unformatted'], { input: JSON.stringify(doc), encoding: 'utf8' });
  fs.writeFileSync(path.join(dir, 'src', 'schema.ts'), schema);
  // the generated functions and their schemas (orval), which the screens' list answers are typed by
  execFileSync(process.execPath, [GENERATE, '--functions-to', path.join(dir, 'src', 'generated'), '--unformatted'], {
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  const projects = Object.keys(READERS);
  const tsconfig = {
    extends: path.join(ROOT, projects[0], 'tsconfig.json'),
    compilerOptions: { noEmit: true, paths: { '@bandi/api-client': [path.join(dir, 'src', 'index.ts')] } },
    include: [...projects.map((p) => path.join(ROOT, p, 'src')), path.join(ROOT, 'shared-ui', 'src', 'types', '*.d.ts')],
  };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
}

/**
 * Type-checks the files that read the field with a scratch client, in this process with the
 * TypeScript compiler API, as `tsc -p <dir>/tsconfig.json` would for those files: the program is
 * built from the reading files (and what they import), and their diagnostics are the answer.
 * (Running `tsc` on the two whole projects twice took 40 s of the API suite, issue 31; the other
 * files of those projects are type-checked by `npm run lint` against the committed client.)
 * Returns the formatted diagnostics, whether there were none, and the program (reused by the next check).
 */
function typecheck(dir: string, files: string[], oldProgram?: ts.Program): { ok: boolean; output: string; program: ts.Program } {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`tsconfig non leggibile in ${dir}`);
  const rootNames = files.map((f) => path.join(ROOT, f));
  const program = ts.createProgram({ rootNames, options: parsed.options, oldProgram });
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of rootNames) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} non fa parte del programma`);
    diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
  }
  const output = ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  });
  return { ok: diagnostics.length === 0, output, program };
}

/**
 * Acceptance 1 of issue 9 (docs/api-contract.md): renaming a field of a response DTO breaks the
 * type check of every front-end file that reads it.
 *
 * How, on scratch copies (the repository is not touched): the OpenAPI document is generated
 * from the Nest controllers and DTOs (`generateOpenApiJson`, as `npm run openapi`); in one copy
 * the property `ClientSummary.business_name` is renamed in the document's schema, which is what
 * renaming the DTO class property produces (the rename is done on the document, not on the DTO
 * source, so the test needs no API rebuild); for each copy the client types are regenerated with
 * the same generator as `npm run generate:client` into a scratch `@bandi/api-client` (under
 * node_modules/.cache, so its `axios` import resolves), and the TypeScript compiler checks the
 * front-end files that read the field with `@bandi/api-client` mapped to the scratch package. The unmodified
 * copy must type-check; the renamed one must fail, naming each file that reads the field.
 */
describe('contract: a renamed response field breaks the front ends that read it', () => {
  const base = path.join(ROOT, 'node_modules', '.cache', `contract-check-${process.pid}`);

  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it(`${SCHEMA}.${FIELD} -> ${RENAMED}: tsc fails in the files reading it; passes unmodified`, async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    const schema = doc.components.schemas[SCHEMA];
    expect(schema.properties[FIELD]).toBeDefined();

    const renamed = JSON.parse(JSON.stringify(doc));
    const target = renamed.components.schemas[SCHEMA];
    target.properties = Object.fromEntries(Object.entries(target.properties).map(([k, v]) => [k === FIELD ? RENAMED : k, v]));
    target.required = (target.required ?? []).map((k: string) => (k === FIELD ? RENAMED : k));

    scratchClient(path.join(base, 'original'), doc);
    scratchClient(path.join(base, 'renamed'), renamed);
    const readers = Object.values(READERS).flat();
    const original = typecheck(path.join(base, 'original'), readers);
    const changed = typecheck(path.join(base, 'renamed'), readers, original.program);
    expect({ ok: original.ok, output: original.output }).toEqual({ ok: true, output: '' });
    expect(changed.ok).toBe(false);
    for (const file of Object.values(READERS).flat()) expect(changed.output).toContain(file);
    expect(changed.output).toContain(`'${FIELD}'`);
  }, 240_000);
});
