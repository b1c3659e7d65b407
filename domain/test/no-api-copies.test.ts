import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MESSAGES } from '../src/messages';
import { ITALIAN_MESSAGES } from '../src/italian';

/**
 * Issue 9, acceptance 2 (docs/api-contract.md, docs/domain.md "The domain package"): the front
 * ends hold no hand-written copy of an API shape and no copy of the domain's rule tables.
 *
 * - API shapes: every interface or object type declared in `shell/src`, `mf-*\/src` and
 *   `shared-ui/src` is compared with the schemas of `docs/openapi.json`; a declaration with at
 *   least MIN_SHARED fields of which at least 75 % are the properties of one schema is a copy
 *   (it must be `Schema<'Name'>` from @bandi/api-client instead).
 * - Rule tables: no string literal of the front ends repeats a message of `MESSAGES` or
 *   `ITALIAN_MESSAGES` (the forms import them from @bandi/domain through shared-ui).
 * Form state (a declaration named `…Values` or `…Row`: the inputs' strings and checkboxes of a
 * Formik form) is not a copy: it is converted to the generated request body type, where a renamed
 * field breaks the compile. Both scans are shown to catch a planted copy.
 */
const root = path.resolve(__dirname, '../..');
const MIN_SHARED = 4;
const FRONT_ENDS = [
  'shell/src',
  'shared-ui/src',
  ...fs
    .readdirSync(root)
    .filter((d) => /^mf-/.test(d))
    .map((d) => `${d}/src`),
];

interface OpenApi {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** Property names of every schema of the committed OpenAPI document with at least MIN_SHARED properties. */
function schemaFields(): Map<string, Set<string>> {
  const doc = JSON.parse(fs.readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as OpenApi;
  const out = new Map<string, Set<string>>();
  for (const [name, s] of Object.entries(doc.components.schemas)) {
    const props = Object.keys(s.properties ?? {});
    if (props.length >= MIN_SHARED) out.set(name, new Set(props));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

interface Declared {
  where: string;
  name: string;
  fields: string[];
}

/** Interfaces and object-literal type aliases of one source text, with their member names. */
function declarations(file: string, text: string): Declared[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Declared[] = [];
  const members = (ms: ts.NodeArray<ts.TypeElement>) =>
    ms
      .filter(ts.isPropertySignature)
      .map((m) => (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(sf)));
  const visit = (node: ts.Node) => {
    const line = () => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    if (ts.isInterfaceDeclaration(node)) out.push({ where: `${file}:${line()}`, name: node.name.text, fields: members(node.members) });
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
      out.push({ where: `${file}:${line()}`, name: node.name.text, fields: members(node.type.members) });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The declarations of `files` that copy a schema: "file:line Name ~ Schema (shared/total)". */
function apiCopies(files: Array<{ file: string; text: string }>, schemas: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const d of declarations(file, text)) {
      if (d.fields.length < MIN_SHARED || /(Values|Row)$/.test(d.name)) continue;
      for (const [schema, props] of schemas) {
        const shared = d.fields.filter((f) => props.has(f)).length;
        if (shared >= MIN_SHARED && shared / d.fields.length >= 0.75) {
          found.push(`${d.where} ${d.name} ~ ${schema} (${shared}/${d.fields.length})`);
          break;
        }
      }
    }
  }
  return found;
}

/** Messages of the domain's tables long enough to be a sentence of their own (functions called with 0). */
function domainMessages(): string[] {
  const all = [...Object.values(MESSAGES), ...Object.values(ITALIAN_MESSAGES)].map((m) =>
    typeof m === 'function' ? (m as (...a: number[]) => string)(0) : m,
  );
  return all.filter((m): m is string => typeof m === 'string' && m.length >= 16);
}

/** String literals of `files` equal to a domain message: "file:line "message"". */
function messageCopies(files: Array<{ file: string; text: string }>, messages: string[]): string[] {
  const wanted = new Set(messages);
  const found: string[] = [];
  for (const { file, text } of files) {
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && wanted.has(node.text))
        found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} "${node.text}"`);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

const files = FRONT_ENDS.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
const schemas = schemaFields();

describe('front ends hold no copy of the API contract or of the rule tables', () => {
  it('reads the front ends and the contract', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(schemas.size).toBeGreaterThan(100);
    expect(schemas.get('ClientSummary')?.has('business_name')).toBe(true);
  });

  it('no interface or object type of shell, shared-ui or a remote copies an API schema', () => {
    expect(apiCopies(files, schemas)).toEqual([]);
  });

  it('no string literal of the front ends repeats a message of the domain tables', () => {
    expect(messageCopies(files, domainMessages())).toEqual([]);
  });

  it('catches a planted copy of ClientSummary and of a message', () => {
    const fields = [...schemas.get('ClientSummary')!].slice(0, 6);
    const planted = {
      file: 'mf-clients/src/planted.ts',
      text: `export interface Copy {\n${fields.map((f) => `  ${f}: string;`).join('\n')}\n}\nexport const m = '${MESSAGES.required}';\n`,
    };
    expect(apiCopies([planted], schemas)).toEqual([expect.stringMatching(/^mf-clients\/src\/planted\.ts:1 Copy ~ /)]);
    expect(messageCopies([planted], domainMessages())).toEqual([`mf-clients/src/planted.ts:${fields.length + 3} "Campo obbligatorio"`]);
  });
});
