#!/usr/bin/env node
/**
 * Builds exactly what the images copy, with the build scripts CI runs, and checks it against the
 * Dockerfiles (this machine class has no Docker engine, so this is what can be verified here).
 * The Dockerfiles' build stages run this same script.
 *
 *   node tools/docker-artefacts.cjs            # `npm run build`, then check Dockerfile and every remote
 *   node tools/docker-artefacts.cjs app        # `npm run build` (API + shell + remotes), check Dockerfile
 *   node tools/docker-artefacts.cjs mf-calls   # `npm run build -w mf-calls`, check deploy/remote.Dockerfile
 *   node tools/docker-artefacts.cjs --no-build # only the check, on the builds already present
 *
 * Checked for each image: every `COPY --from=build /src/<path>` exists after the build; every COPY
 * from the build context exists and is not excluded by .dockerignore; the build stage copies every
 * workspace's package.json (else `npm install` would not see it); for the API image, every package
 * that api/dist requires is a node built-in or one of the API's `dependencies` (the runtime stage
 * installs those only). Exit code 1 with the list of problems.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');

const root = path.resolve(__dirname, '..');
const REMOTES = ['mf-announcements', 'mf-clients', 'mf-calls', 'mf-settings'];
const APP_DOCKERFILE = 'Dockerfile';
const REMOTE_DOCKERFILE = 'deploy/remote.Dockerfile';

/**
 * Parses a Dockerfile into its stages and COPY instructions (line continuations, comments, ARG
 * defaults and `${VAR}` / `$VAR` substitution with `args` taking precedence).
 * @returns {{stages: {name: string, workdir: string}[], copies: {stage: string, from: string|null, sources: string[], dest: string, line: number}[]}}
 */
function parseDockerfile(text, args = {}) {
  const lines = [];
  let buf = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const l = raw.trim();
    if (!buf && (l === '' || l.startsWith('#'))) return;
    if (buf && l.startsWith('#')) return; // comment inside a continued instruction
    if (!buf) start = i + 1;
    if (l.endsWith('\\')) {
      buf += l.slice(0, -1) + ' ';
      return;
    }
    lines.push({ text: buf + l, line: start });
    buf = '';
  });
  const globalArgs = {};
  let vars = { ...args };
  const stages = [];
  const copies = [];
  const subst = (s) =>
    s.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-?+][^}]*)?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, a, b) => vars[a || b] ?? m);
  for (const { text: instr, line } of lines) {
    const [kw, ...rest] = instr.split(/\s+/);
    const op = kw.toUpperCase();
    if (op === 'ARG') {
      const [name, def] = rest.join(' ').split('=');
      const value = args[name] ?? (def !== undefined ? def : globalArgs[name]);
      if (!stages.length && value !== undefined) globalArgs[name] = value;
      if (value !== undefined) vars[name] = value;
    } else if (op === 'FROM') {
      const as = rest.findIndex((t) => t.toUpperCase() === 'AS');
      stages.push({ name: as >= 0 ? rest[as + 1] : String(stages.length), workdir: '/' });
      vars = { ...args }; // a stage sees only the ARGs it declares again
    } else if (op === 'WORKDIR') {
      stages[stages.length - 1].workdir = path.posix.resolve(stages[stages.length - 1].workdir, subst(rest.join(' ')));
    } else if (op === 'COPY' || op === 'ADD') {
      const flags = rest.filter((t) => t.startsWith('--'));
      const paths = rest.filter((t) => !t.startsWith('--')).map(subst);
      const from = flags.find((f) => f.startsWith('--from='));
      copies.push({
        stage: stages[stages.length - 1].name,
        from: from ? from.slice('--from='.length) : null,
        sources: paths.slice(0, -1),
        dest: paths[paths.length - 1],
        line,
      });
    }
  }
  return { stages, copies };
}

/** .dockerignore patterns as a predicate on a context-relative path (*, **, ?, ! exceptions). */
function dockerignore(dir = root) {
  const file = path.join(dir, '.dockerignore');
  const rules = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => {
          const negate = l.startsWith('!');
          const pat = path.posix.normalize((negate ? l.slice(1) : l).replace(/^\/+/, '')).replace(/\/+$/, '');
          const re = pat
            .split('/')
            .map((seg) =>
              seg === '**'
                ? '(?:.*)'
                : seg
                    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                    .replace(/\*/g, '[^/]*')
                    .replace(/\?/g, '[^/]'),
            )
            .join('/')
            .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
          return { negate, re: new RegExp(`^${re}(?:/.*)?$`) };
        })
    : [];
  return (rel) => rules.reduce((ignored, r) => (r.re.test(rel) ? !r.negate : ignored), false);
}

/** Package name of a bare `require` specifier, or null for relative paths and built-ins. */
function packageOf(spec) {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return null;
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  return builtinModules.includes(name) ? null : name;
}

/** Packages required by the compiled API (api/dist) that are not among the API's `dependencies`. */
function apiRequiresOutsideDependencies() {
  const deps = JSON.parse(fs.readFileSync(path.join(root, 'api/package.json'), 'utf8')).dependencies || {};
  const missing = new Map();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) {
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)) {
          const pkg = packageOf(m[1]);
          if (pkg && !deps[pkg]) missing.set(pkg, path.relative(root, p));
        }
      }
    }
  };
  walk(path.join(root, 'api/dist'));
  return [...missing].map(([pkg, file]) => `${pkg} (required by ${file})`);
}

/**
 * Checks one Dockerfile against the working tree (after the build).
 * @returns {{artefacts: string[], problems: string[]}} artefacts = repo paths copied from the build stage
 */
function checkDockerfile(rel, args = {}) {
  const { stages, copies } = parseDockerfile(fs.readFileSync(path.join(root, rel), 'utf8'), args);
  const ignored = dockerignore();
  const problems = [];
  const artefacts = [];
  const where = (c) => `${rel}:${c.line}`;
  for (const c of copies) {
    for (const src of c.sources) {
      if (/\$/.test(src)) {
        problems.push(`${where(c)}: variabile non risolta in ${src}`);
        continue;
      }
      if (c.from === null) {
        // from the build context (the repository root)
        const p = path.posix.normalize(src).replace(/^\.\//, '') || '.';
        if (p !== '.' && !fs.existsSync(path.join(root, p))) problems.push(`${where(c)}: ${src} non esiste nel contesto`);
        else if (p !== '.' && ignored(p)) problems.push(`${where(c)}: ${src} è escluso da .dockerignore`);
        continue;
      }
      const stage = stages.find((s) => s.name === c.from);
      if (!stage) {
        problems.push(`${where(c)}: stage ${c.from} inesistente`);
        continue;
      }
      if (c.from !== 'build') continue; // made inside the image (e.g. deps: npm install --omit=dev)
      const abs = path.posix.resolve(stage.workdir, src);
      if (!abs.startsWith(stage.workdir + '/')) {
        problems.push(`${where(c)}: ${src} fuori da ${stage.workdir}`);
        continue;
      }
      const p = abs.slice(stage.workdir.length + 1);
      artefacts.push(p);
      if (!fs.existsSync(path.join(root, p))) problems.push(`${where(c)}: ${p} assente dopo la build`);
      else if (fs.statSync(path.join(root, p)).isDirectory() && fs.readdirSync(path.join(root, p)).length === 0)
        problems.push(`${where(c)}: ${p} è vuota`);
    }
  }
  // the build stage installs from the manifests copied before `npm install`: all workspaces needed
  const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const built = new Set(copies.filter((c) => c.stage === 'build' && c.from === null).flatMap((c) => c.sources));
  for (const ws of workspaces)
    if (!built.has(`${ws}/package.json`)) problems.push(`${rel}: lo stage build non copia ${ws}/package.json prima di npm install`);
  return { artefacts, problems };
}

function run(cmd, args) {
  console.log(`[docker-artefacts] ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function main() {
  const argv = process.argv.slice(2);
  const build = !argv.includes('--no-build');
  const target = argv.find((a) => !a.startsWith('--')) || 'all';
  if (target !== 'all' && target !== 'app' && !REMOTES.includes(target)) {
    console.error(`[docker-artefacts] obiettivo sconosciuto: ${target} (all, app, ${REMOTES.join(', ')})`);
    process.exit(2);
  }
  // the same scripts CI runs: `npm run build` (root), or the remote's own `npm run build -w <remote>`
  if (build) run('npm', target === 'all' || target === 'app' ? ['run', 'build'] : ['run', 'build', '-w', target]);

  const checks = [];
  if (target === 'all' || target === 'app') checks.push([APP_DOCKERFILE, {}]);
  for (const r of REMOTES) if (target === 'all' || target === r) checks.push([REMOTE_DOCKERFILE, { REMOTE: r }]);
  const problems = [];
  for (const [file, args] of checks) {
    const res = checkDockerfile(file, args);
    const label = args.REMOTE ? `${file} (REMOTE=${args.REMOTE})` : file;
    for (const a of res.artefacts) console.log(`[docker-artefacts] ${label}: ${a} ok`);
    problems.push(...res.problems);
  }
  if (target === 'all' || target === 'app') {
    for (const m of apiRequiresOutsideDependencies()) problems.push(`api/dist richiede un pacchetto fuori da api dependencies: ${m}`);
  }
  if (problems.length) {
    for (const p of problems) console.error(`[docker-artefacts] ERRORE ${p}`);
    process.exit(1);
  }
  console.log(`[docker-artefacts] ok: ${checks.length} immagini, artefatti presenti`);
}

if (require.main === module) main();

module.exports = {
  parseDockerfile,
  checkDockerfile,
  dockerignore,
  apiRequiresOutsideDependencies,
  REMOTES,
  APP_DOCKERFILE,
  REMOTE_DOCKERFILE,
};
