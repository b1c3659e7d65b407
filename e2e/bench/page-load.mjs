#!/usr/bin/env node
/**
 * `npm run bench:page-load`: the renderer's main-thread time of one page load (issue 32, first
 * render), in the browser tests' Chromium (no CPU slowdown), for one or more builds at once.
 * For each base URL (BASES=label=url,label=url, or BASE_URL) a page logs in as a demo user; then,
 * N times (default 6), alternating the builds, it opens `about:blank`, reads Chromium's
 * `Performance.getMetrics` (CDP), opens the page, waits until it is ready (`ready()`: no request
 * for 100 ms and nothing marked busy) and 1 s more, and reads them again. Prints per build the
 * median and the range of the differences, in milliseconds: TaskDuration (all the main thread's
 * tasks), ScriptDuration (JavaScript), RecalcStyleDuration (style), LayoutDuration (layout); and,
 * from the page's own `longtask` entries (PerformanceObserver), `blocking`: the time of its tasks
 * beyond 50 ms each, from the start of the load to a second after it is ready (Lighthouse's total
 * blocking time, counted to that point instead of to a quiet window) and `longest`: its longest task. CPU=4 slows the renderer's
 * CPU four times (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile configuration).
 * Alternating the builds in one run is what makes two builds comparable: the same build's figures
 * drift by 10-40 % within an hour on a shared machine (docs/performance.md).
 *
 * Usage: BASES=before=http://localhost:3101,after=http://localhost:3100 [N=6] [CPU=4] [EMAIL=gestore@demo.local]
 *        npm run bench:page-load -- [path…]   (default /ambiente/1/bandi and /ambiente/1/clienti)
 */
import { launch, login, newPage, ready } from '../tests/lib.mjs';

const BASES = (process.env.BASES || `now=${process.env.BASE_URL || 'http://localhost:3000'}`).split(',').map((b) => {
  const [label, url] = b.includes('=') ? b.split('=') : [b, b];
  return { label, url: url.replace(/\/$/, '') };
});
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/ambiente/1/bandi', '/ambiente/1/clienti'];
const N = Math.max(1, Number(process.env.N || 6));
const EMAIL = process.env.EMAIL || 'gestore@demo.local';
const METRICS = { task: 'TaskDuration', script: 'ScriptDuration', style: 'RecalcStyleDuration', layout: 'LayoutDuration' };
const CPU = Math.max(1, Number(process.env.CPU || 1));

/** Runs in every document before its scripts: keeps the main thread's long tasks (50 ms or more). */
function recordLongTasks() {
  globalThis.__longTasks = [];
  try {
    new globalThis.PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no Long Tasks API: blocking and longest stay 0 */
  }
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

const browser = await launch();
const pages = [];
for (const base of BASES) {
  const page = await newPage(browser);
  await login(page, EMAIL, undefined, `${base.url}/accedi`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript(recordLongTasks);
  pages.push({ base, page, cdp });
}
const median = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const path of PATHS) {
  const results = pages.map(() => []);
  for (let i = 0; i < N; i++) {
    for (const [j, { base, page, cdp }] of pages.entries()) {
      await page.goto('about:blank');
      const before = await metrics(cdp);
      await page.goto(`${base.url}${path}`);
      await ready(page);
      await page.waitForTimeout(1000);
      const after = await metrics(cdp);
      const long = await page.evaluate(() => globalThis.__longTasks ?? []);
      results[j].push({
        ...Object.fromEntries(Object.entries(METRICS).map(([k, m]) => [k, Math.round((after[m] - before[m]) * 1000)])),
        blocking: Math.round(long.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
        longest: Math.round(Math.max(0, ...long)),
      });
    }
  }
  for (const [j, { base }] of pages.entries()) {
    const r = results[j];
    const cell = (k) => {
      const v = r.map((x) => x[k]);
      return `${k} ${median(v)} ms (${Math.min(...v)}-${Math.max(...v)})`;
    };
    const keys = [...Object.keys(METRICS), 'blocking', 'longest'];
    console.log(`${base.label.padEnd(8)} ${path}: ${keys.map(cell).join(', ')}; ${N} loads${CPU > 1 ? `, CPU slowed ${CPU}x` : ''}`);
  }
}
await browser.close();
