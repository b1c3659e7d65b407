import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 38, acceptance 3: the front ends decide what to offer from the session's permissions
 * (`can(user, 'clients.write')`, shared-ui/src/session/permissions.ts) and capability flags, never
 * from the user's role name (`user?.type !== 'referent'`): the API's matrix (docs/roles.md
 * "Permissions") is then the one place where a role gains or loses an action.
 *
 * Every source file of `shell/src`, `shared-ui/src` and `mf-*\/src` is parsed and these are
 * refused (the role names are the `type` enum of `UserView` in docs/openapi.json, the contract
 * the front ends are generated from):
 * - a comparison (`===`, `!==`, `==`, `!=`) or a `case` with a role name;
 * - a comparison of the session user's type (`user.type`, `me?.type`, `s.user.type`) or of a
 *   variable named `role` / `userType` with anything;
 * - `.includes(…)` / `.has(…)` / `.indexOf(…)` of the session user's type, or on a list of role names.
 * ALLOWED lists, with their reason and count, the files where the role compared is not the
 * session's but the one of a user being administered (the data of the users screens).
 */
const root = path.resolve(__dirname, '../..');
const FRONT_ENDS = [
  'shell/src',
  'shared-ui/src',
  ...fs
    .readdirSync(root)
    .filter((d) => /^mf-/.test(d))
    .map((d) => `${d}/src`),
];

/** Files comparing the role of another user (the record on screen), with the number of such comparisons. */
const ALLOWED: Record<string, { count: number; reason: string }> = {
  'mf-settings/src/global/UserFormModal.tsx': {
    count: 7,
    reason: 'the role chosen for the user being created or edited picks the fields (environments, global settings flag)',
  },
  'mf-settings/src/global/UsersTab.tsx': { count: 1, reason: 'a listed administrator belongs to every environment: "Tutti"' },
  'mf-settings/src/project/UsersCard.tsx': {
    count: 1,
    reason: 'a listed global expert cannot be removed by a local administrator (the API rule on the listed user)',
  },
  'shared-ui/src/components/UserAvatar.tsx': {
    count: 1,
    reason: 'administrators, members of every environment, are left out of an environment’s avatars',
  },
};

/** The role names (`UserView.type` of the committed OpenAPI document). */
function roleNames(): string[] {
  const doc = JSON.parse(fs.readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as {
    components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
  };
  return doc.components.schemas.UserView?.properties?.type?.enum ?? [];
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** Names the front ends give the logged-in user (`const user = useSession((s) => s.user)`, `me`, `s.user`). */
const SESSION_USER = /^(user|me|currentUser|sessionUser)$/;
const ROLE_VARIABLE = /^(role|userRole|userType)$/;

/** Comparisons of a role name in one source text: "file:line code". */
export function roleComparisons(file: string, text: string, roles: readonly string[]): string[] {
  const names = new Set(roles);
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const isRole = (n: ts.Node) => (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && names.has(n.text);
  const unwrap = (n: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n) || ts.isAsExpression(n) ? unwrap(n.expression) : n;
  /** `user.type`, `user?.type`, `s.user.type`, `me!.type`. */
  const isSessionType = (raw: ts.Expression) => {
    const n = unwrap(raw);
    if (!ts.isPropertyAccessExpression(n) || n.name.text !== 'type') return false;
    const owner = unwrap(n.expression);
    if (ts.isIdentifier(owner)) return SESSION_USER.test(owner.text);
    return ts.isPropertyAccessExpression(owner) && owner.name.text === 'user';
  };
  const isRoleVariable = (raw: ts.Expression) => {
    const n = unwrap(raw);
    return (ts.isIdentifier(n) && ROLE_VARIABLE.test(n.text)) || (ts.isPropertyAccessExpression(n) && ROLE_VARIABLE.test(n.name.text));
  };
  const report = (node: ts.Node) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.getText(sf).replace(/\s+/g, ' ')}`);
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const sides = [node.left, node.right];
      if (sides.some((s) => isRole(unwrap(s)) || isSessionType(s) || isRoleVariable(s))) report(node);
    } else if (ts.isCaseClause(node) && isRole(unwrap(node.expression))) {
      report(node.expression);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['includes', 'has', 'indexOf'].includes(node.expression.name.text)
    ) {
      const list = unwrap(node.expression.expression);
      const listOfRoles = ts.isArrayLiteralExpression(list) && list.elements.some((e) => isRole(e));
      if (listOfRoles || node.arguments.some((a) => isSessionType(a) || isRoleVariable(a))) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const roles = roleNames();
const files = FRONT_ENDS.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
const found = files.flatMap(({ file, text }) => roleComparisons(file, text, roles));

describe('front ends never compare a user’s role name (issue 38)', () => {
  it('reads the six roles of the contract and the front ends’ sources', () => {
    expect(roles).toEqual(
      expect.arrayContaining([
        'administrator',
        'local-administrator',
        'client-manager',
        'referent',
        'expert-announcement',
        'local-expert-announcement',
      ]),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.file === 'shared-ui/src/session/permissions.ts')).toBe(true);
  });

  it('finds no comparison of a role name outside the users screens; `can(user, permission)` instead', () => {
    expect(found.filter((f) => !(f.split(':')[0] in ALLOWED))).toEqual([]);
  });

  it('the users screens compare only the roles of the users they administer, as many times as listed', () => {
    const perFile = Object.fromEntries(Object.keys(ALLOWED).map((file) => [file, found.filter((f) => f.startsWith(`${file}:`)).length]));
    expect(perFile).toEqual(Object.fromEntries(Object.entries(ALLOWED).map(([file, a]) => [file, a.count])));
  });

  it('catches the forms a role check takes', () => {
    const planted = [
      "if (user?.type !== 'referent') show();",
      "const admin = s.user.type === 'administrator';",
      "const t = user?.type; const admins = t === 'administrator' || t === 'local-administrator';",
      "switch (kind) { case 'client-manager': break; }",
      "['administrator', 'local-administrator'].includes(kind);",
      'MANAGERS.includes(user.type);',
      'if (me!.type == ADMIN) show();',
      'if (role === wanted) show();',
    ].map((line, i) => roleComparisons(`mf-x/src/planted${i}.tsx`, line, roles));
    expect(planted.map((f) => f.length)).toEqual([1, 1, 2, 1, 1, 1, 1, 1]);
    // permissions, capability flags and other `type` fields are not role checks
    const fine = [
      "if (can(user, 'clients.write')) show();",
      'if (user.capabilities.canSeeReferents) show();',
      "if (call.type === 'supplier') show();",
      "if (values.type === 'client') show();",
      "const label = USER_TYPE_LABELS['referent'];",
      "// user.type === 'referent' in a comment",
    ].flatMap((line, i) => roleComparisons(`mf-x/src/fine${i}.tsx`, line, roles));
    expect(fine).toEqual([]);
  });
});
