/**
 * `npm run bench:css-order` (a check to run after a Mantine upgrade or a change of the
 * stylesheet lists of tools/mantine-css.cjs; not part of CI): do the product's pages look as they
 * would with Mantine's whole stylesheet? The login page's stylesheet and the logged-in pages' one
 * each carry only the components they need, and webpack puts each component's stylesheet once, so a
 * component of the second list that precedes one of the first in Mantine's styles.css comes after
 * it in the page. This script opens the pages given (as a demo user, against BASE_URL),
 * records every element's computed style, then appends all of Mantine's component stylesheets in
 * Mantine's order (what a page had with the whole styles.css) and records again: any difference is
 * printed (page, element, property, before → after) and makes the exit code 1.
 *
 * Usage: BASE_URL=http://localhost:3100 [EMAIL=esperto@demo.local | EMAIL=-] node e2e/bench/css-order.mjs [path…]
 * (default: the demo manager, gestore@demo.local, and the environment pages of ambiente 1)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launch, login, newPage, ready } from '../tests/lib.mjs';

const require = createRequire(import.meta.url);
const { stylesOrder } = require('../../tools/mantine-css.cjs');
const stylesDir = path.dirname(require.resolve('@mantine/core/styles/Button.css'));
const ALL_COMPONENTS = stylesOrder()
  .map((n) => fs.readFileSync(path.join(stylesDir, `${n}.css`), 'utf8'))
  .join('\n');

const PATHS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/ambiente/1/giornata',
      '/ambiente/1/bandi',
      '/ambiente/1/bandi/crea',
      '/ambiente/1/clienti',
      '/ambiente/1/clienti/crea',
      '/ambiente/1/referenti',
      '/ambiente/1/richieste',
      '/ambiente/1/compiti',
      '/ambiente/1/newsletter',
      '/ambiente/1/template',
      '/ambiente/1/impostazioni',
    ];

/* global document, getComputedStyle -- evaluated in the page */
/** Every element's computed style, keyed by its position in the document. */
function snapshot(page) {
  return page.evaluate(() => {
    const out = {};
    const els = document.querySelectorAll('body *');
    els.forEach((el, i) => {
      const cs = getComputedStyle(el);
      const style = {};
      for (let j = 0; j < cs.length; j++) style[cs[j]] = cs.getPropertyValue(cs[j]);
      out[`${i}:${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`] = style;
    });
    return out;
  });
}

async function compare(page, label) {
  const before = await snapshot(page);
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.id = 'mantine-whole';
    style.textContent = css;
    document.head.appendChild(style);
  }, ALL_COMPONENTS);
  await page.waitForTimeout(50);
  const after = await snapshot(page);
  await page.evaluate(() => document.getElementById('mantine-whole')?.remove());
  const diffs = [];
  for (const [key, style] of Object.entries(before)) {
    const other = after[key];
    if (!other) continue;
    for (const [prop, value] of Object.entries(style)) {
      if (other[prop] !== value) diffs.push(`${label} ${key} ${prop}: ${value} → ${other[prop]}`);
    }
  }
  console.log(`${label}: ${Object.keys(before).length} elements, ${diffs.length} differences`);
  return diffs;
}

const browser = await launch();
const page = await newPage(browser);
// EMAIL=- : the logged-out pages (the login page's own stylesheet)
if (process.env.EMAIL !== '-') await login(page, process.env.EMAIL || 'gestore@demo.local');
const all = [];
for (const p of PATHS) {
  await page.goto(p);
  await ready(page);
  await page.waitForTimeout(500);
  all.push(...(await compare(page, p)));
  // the first drop-down list of the page, open (Combobox, Popover, ScrollArea)
  const select = page.locator('input[aria-haspopup="listbox"]').first();
  if (await select.isVisible().catch(() => false)) {
    await select.click();
    await page.waitForTimeout(500);
    all.push(...(await compare(page, `${p} (elenco aperto)`)));
    await page.keyboard.press('Escape');
  }
  // the first menu of the page, open (Menu, Popover)
  const menu = page.locator('button[aria-haspopup="menu"]').first();
  if (await menu.isVisible().catch(() => false)) {
    await menu.click();
    await page.waitForTimeout(500);
    all.push(...(await compare(page, `${p} (menu aperto)`)));
    await page.keyboard.press('Escape');
  }
}
for (const line of all.slice(0, 200)) console.log(line);
await browser.close();
process.exitCode = all.length ? 1 : 0;
