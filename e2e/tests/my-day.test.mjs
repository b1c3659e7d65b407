/* global document, window -- used inside page.waitForFunction / page.evaluate (browser context) */
/**
 * Issue 37, acceptance 2 and 4, "La mia giornata": the gestore opens it from the first entry of the
 * sidebar and sees the charts rendered (svg) and numbers equal to the API's; axe-core finds no
 * violation on the page. After choosing it as start page in the profile, the next login lands on
 * it; a user who did not choose it still lands on the start route of its role (docs/roles.md).
 * The gestore's choice is put back at the end (the other files log in as the gestore too: this
 * file is in run.mjs's EXCLUSIVE list).
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, loginWithForm, api, ready } from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** axe-core's violations on the whole document, as `rule: targets` lines. */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      window.axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)),
    TAGS,
  );
  return violations;
}

test('the gestore opens La mia giornata from the sidebar: charts rendered, numbers of the API, no axe violation', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  await ready(page);
  const projectId = (await api(page, 'GET', '/api/profile')).body.projects[0].id;
  // the first entry of the sidebar
  const entries = await page.locator('[data-testid^="sidebar-"][href]').evaluateAll((els) => els.map((e) => e.dataset.testid));
  assert.equal(entries[0], 'sidebar-giornata');
  await page.getByTestId('sidebar-giornata').click();
  await page.waitForURL(`**/ambiente/${projectId}/giornata`);
  await page.getByTestId('my-day').waitFor({ timeout: 30_000 });
  await ready(page);
  // the charts: recharts' svg with bars
  await page.locator('[data-testid="home-chart-count"] svg.recharts-surface').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="home-chart-amounts"] svg.recharts-surface').waitFor();
  assert.ok((await page.locator('[data-testid="home-chart-count"] .recharts-bar-rectangle').count()) > 0, 'bars drawn');
  // the numbers are the API's (read after the page marked the visit: those numbers do not depend on it)
  const home = (await api(page, 'GET', `/api/projects/${projectId}/home`)).body;
  const figure = async (id) => Number((await page.getByTestId(id).locator('span').first().textContent()).trim());
  assert.equal(await figure('home-negotiations'), home.pipeline.totals.count);
  assert.ok(home.pipeline.totals.count > 0, 'the demo gestore has negotiations');
  assert.equal(await figure('home-tasks-overdue'), home.tasks.overdue);
  assert.equal(await figure('home-closing-30'), home.closing.within_30.announcements);
  for (const s of home.pipeline.stages)
    assert.equal(Number(await page.getByTestId(`home-stage-${s.stage}`).textContent()), s.count, s.stage);
  assert.equal(await page.getByTestId('home-my-clients').textContent(), String(home.my_clients));
  // every number opens its list
  assert.equal(await page.getByTestId('home-tasks-overdue').getAttribute('href'), `/ambiente/${projectId}/compiti?due=overdue`);
  assert.equal(await page.getByTestId('home-negotiations').getAttribute('href'), `/ambiente/${projectId}/clienti/trattative`);
  assert.deepEqual(await axe(page), []);
  await page.getByTestId('home-negotiations').click();
  await page.waitForURL(`**/ambiente/${projectId}/clienti/trattative`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('chosen as start page, the next login lands on La mia giornata; another user keeps its start route', async () => {
  const page = await newPage(browser);
  await loginWithForm(page, 'gestore@demo.local');
  const projectId = (await api(page, 'GET', '/api/profile')).body.projects[0].id;
  try {
    // the gestore starts on its clients (docs/roles.md#start-route-after-login)
    assert.equal(new URL(page.url()).pathname, `/ambiente/${projectId}/clienti`);
    await page.goto(`/ambiente/${projectId}/profile`);
    await page.getByTestId('start-page-card').waitFor();
    // saved at once: the radio follows the session's user once the API answered
    await page.getByLabel('La mia giornata').click();
    await page.getByText('La scelta vale dal prossimo accesso.').waitFor();
    assert.equal(await page.getByLabel('La mia giornata').isChecked(), true);
    assert.equal((await api(page, 'GET', '/api/profile')).body.start_page, 'home');
    await page.getByTestId('sidebar-logout').click();
    await page.waitForURL('**/accedi');
    await loginWithForm(page, 'gestore@demo.local', undefined, null);
    await page.waitForURL(`**/ambiente/${projectId}/giornata`);
    await page.getByTestId('my-day').waitFor({ timeout: 30_000 });
    // another client manager, who did not choose it, lands on its clients
    const other = await newPage(browser);
    await loginWithForm(other, 'gestore.bari@demo.local');
    const otherProject = (await api(other, 'GET', '/api/profile')).body.projects[0].id;
    assert.equal(new URL(other.url()).pathname, `/ambiente/${otherProject}/clienti`);
    await other.context().close();
  } finally {
    await api(page, 'PUT', '/api/profile/start-page', { start_page: 'default' });
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
