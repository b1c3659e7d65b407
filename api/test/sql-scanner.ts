import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One SQL statement text found in the source, touching environment-owned tables. */
export interface SqlFinding {
  /** Path relative to the scanned root, with forward slashes. */
  file: string;
  /** 1-based line of the literal. */
  line: number;
  /** The environment-owned tables it names after FROM/JOIN/INTO/UPDATE. */
  tables: string[];
  /** First characters of the statement, for the failure message. */
  text: string;
}

const STATEMENT = /\b(select|insert\s+into|update|delete\s+from)\b/i;

/** Tables named after FROM, JOIN, INTO or UPDATE in `text` that are in `tables`. */
export function tablesIn(text: string, tables: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const t = m[1].toLowerCase();
    if (tables.has(t)) out.add(t);
  }
  return [...out].sort();
}

/** True when a template literal node is the template of a `sql\`...\`` tagged template (the scoped builder). */
function isScopedTemplate(node: ts.Node): boolean {
  const parent = node.parent;
  return !!parent && ts.isTaggedTemplateExpression(parent) && ts.isIdentifier(parent.tag) && parent.tag.text === 'sql';
}

/**
 * The SQL statements of one source file that touch `tables` outside the scoped builder: string
 * and template literals that read like a statement (SELECT / INSERT INTO / UPDATE / DELETE FROM)
 * and name an owned table, unless written as a `sql\`...\`` tagged template (run by
 * TenantQuery, which refuses a statement without the environment condition).
 */
export function findUnscopedStatements(source: string, file: string, tables: ReadonlySet<string>): SqlFinding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: SqlFinding[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.getText(sf);
    if (text !== null && STATEMENT.test(text) && !isScopedTemplate(node)) {
      const t = tablesIn(text, tables);
      if (t.length) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push({ file, line, tables: t, text: text.replace(/\s+/g, ' ').slice(0, 120) });
      }
    }
    // a template's spans are part of its text: do not look at them again
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((s) => ts.forEachChild(s.expression, visit));
  };
  visit(sf);
  return found;
}

/** Every `.ts` file under `root` (relative paths, sorted). */
export function sourceFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(root, p));
    else if (e.name.endsWith('.ts')) out.push(path.relative(root, p).split(path.sep).join('/'));
  }
  return out.sort();
}
