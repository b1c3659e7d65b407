#!/usr/bin/env node
/**
 * `npm run bench:renders`: how much rendering a page load costs React (issue 32, first render).
 * Opens each page given (default: the announcement, client and call-log lists of environment 1) as
 * a demo user, cold (a new load after the login), and counts through React's DevTools hook (a stub
 * of `__REACT_DEVTOOLS_GLOBAL_HOOK__` installed before the app's scripts; React calls it at every
 * commit): the commits until the page is ready and 1.5 s more, the components rendered at each
 * commit (function and class components whose fiber did work in that commit: React's
 * `PerformedWork` flag on a fiber not carried over unchanged from the previous commit), the
 * components of the final tree and the DOM elements. A component rendered more than once per
 * load is work a memoised boundary can save; the figures are counts, not times (the machine's
 * load does not change them, the order in which the answers arrive does a little: run it a few
 * times). Prints one line per page and run, and with VERBOSE=1 each commit with the components
 * that rendered most (Mantine's have display names; the apps' are minified).
 *
 * Usage: BASE_URL=http://localhost:3100 [EMAIL=gestore@demo.local] [RUNS=3] [VERBOSE=1]
 *        npm run bench:renders -- [path…]
 */
/* global window, document, performance -- evaluated in the page */
import { launch, login, newPage, ready } from '../tests/lib.mjs';

const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/ambiente/1/bandi', '/ambiente/1/clienti', '/ambiente/1/richieste'];
const RUNS = Math.max(1, Number(process.env.RUNS || 3));

/** The DevTools hook stub: records each commit's rendered components. Runs in the page. */
function installHook() {
  const nameOf = (t) =>
    (typeof t === 'function' || typeof t === 'object') && t
      ? t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.displayName || t.type?.name || '?'
      : '?';
  let previous = new WeakSet();
  window.__renders = { commits: [], roots: new Set() };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onCommitFiberRoot(_id, root) {
      window.__renders.roots.add(root);
      const now = new WeakSet();
      const byName = {};
      const roots = {};
      let rendered = 0;
      // PerformedWork (1): the component's function ran in this commit
      const didRender = (f) => typeof f.type !== 'string' && f.type && !previous.has(f) && f.flags & 1;
      const stack = [root.current];
      while (stack.length) {
        const f = stack.pop();
        if (!f) continue;
        now.add(f);
        if (didRender(f)) {
          rendered++;
          const name = nameOf(f.type).replace('@mantine/core/', '');
          byName[name] = (byName[name] || 0) + 1;
          // where the update started: a rendered component whose nearest component above did not render
          let up = f.return;
          while (up && (typeof up.type === 'string' || !up.type)) up = up.return;
          if (up && !didRender(up)) roots[name] = (roots[name] || 0) + 1;
        }
        if (f.child) stack.push(f.child);
        if (f.sibling) stack.push(f.sibling);
      }
      previous = now;
      window.__renders.commits.push({ at: Math.round(performance.now()), rendered, byName, roots });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const browser = await launch();
const page = await newPage(browser);
await page.addInitScript(installHook);
await login(page, process.env.EMAIL || 'gestore@demo.local');
for (const path of PATHS) {
  for (let run = 1; run <= RUNS; run++) {
    await page.goto(path);
    await ready(page);
    await page.waitForTimeout(1500);
    const r = await page.evaluate(() => {
      let components = 0;
      for (const root of window.__renders.roots) {
        const stack = [root.current];
        while (stack.length) {
          const f = stack.pop();
          if (!f) continue;
          if (typeof f.type !== 'string' && f.type) components++;
          if (f.child) stack.push(f.child);
          if (f.sibling) stack.push(f.sibling);
        }
      }
      return { commits: window.__renders.commits, components, elements: document.querySelectorAll('body *').length };
    });
    const total = r.commits.reduce((t, c) => t + c.rendered, 0);
    console.log(
      `${path} run ${run}: ${r.commits.length} commits, ${total} component renders, final tree ${r.components} components ` +
        `(${(total / r.components).toFixed(2)} renders per component), ${r.elements} elements`,
    );
    if (process.env.VERBOSE) {
      for (const c of r.commits) {
        const top = Object.entries(c.byName)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([n, k]) => `${n}:${k}`)
          .join(' ');
        const from = Object.entries(c.roots)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([n, k]) => `${n}${k > 1 ? `×${k}` : ''}`)
          .join(' ');
        console.log(`  ${String(c.at).padStart(5)} ms ${String(c.rendered).padStart(4)}  ${top}  [from ${from}]`);
      }
    }
  }
}
await browser.close();
