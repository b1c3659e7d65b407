/**
 * Issue 15, acceptance 2, a known case of the issue: forbidden addresses give /forbidden with the
 * reason, for the roles that may not open them, and the roles that may reach the same addresses.
 * Then another: the local expert's profile is its environment's. (The walks of every role are the
 * walk-*.test.mjs files.)
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, withSession, api, ready, PASSWORD } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('forbidden addresses go to /forbidden with the reason; offered forms are the ones the API saves', async () => {
  const cases = [
    ['referente@demo.local', '/ambiente/1/referenti', /Referenti/],
    ['referente@demo.local', '/ambiente/1/impostazioni', /Impostazioni/],
    ['referente@demo.local', '/ambiente/1/bandi', /Bandi/],
    // issue 39, defect 5: these two showed "Pagina non trovata"
    ['referente@demo.local', '/ambiente/1/richieste/crea', /gestori clienti/],
    ['referente@demo.local', '/ambiente/1/clienti/2/richieste/crea', /gestori clienti/],
    // issue 39, defect 4: the environment's Newsletter screen needs newsletters.manage
    ['referente@demo.local', '/ambiente/1/newsletter', /sezione Newsletter/],
    ['gestore@demo.local', '/bandi/crea', /bandi globali/],
    ['gestore@demo.local', '/ambiente/1/bandi/crea', /bandi locali/],
    ['gestore@demo.local', '/template', /template globali/i],
    ['gestore@demo.local', '/ambiente/1/template', /template dell'ambiente/i],
    ['amministratore.locale@demo.local', '/template', /template globali/i],
    ['esperto.locale@demo.local', '/template', /template globali/i],
    ['esperto.locale@demo.local', '/impostazioni', /non è disponibile/],
    ['esperto.locale@demo.local', '/ambiente/1/newsletter', /sezione Newsletter/],
    ['esperto@demo.local', '/ambiente/1/template/crea', /template/],
  ];
  let current = null;
  let page = null;
  for (const [email, path, reason] of cases) {
    if (email !== current) {
      await page?.context().close();
      page = await newPage(browser);
      await withSession(page, email);
      current = email;
    }
    await page.goto(path);
    await page.getByTestId('forbidden').waitFor();
    assert.equal(new URL(page.url()).pathname, '/forbidden', `${email} ${path}`);
    assert.match(await page.getByTestId('forbidden-reason').innerText(), reason, `${email} ${path}`);
    assert.equal(await page.getByRole('button', { name: 'Nuovo template' }).count(), 0);
  }
  await page?.context().close();

  // the roles that may, reach the same addresses
  const allowed = [
    ['esperto@demo.local', '/bandi/crea', 'announcement-form'],
    ['esperto@demo.local', '/template', 'list-templates'],
    ['esperto.locale@demo.local', '/ambiente/1/template', 'list-templates'],
    ['amministratore.locale@demo.local', '/ambiente/1/bandi/crea', 'announcement-form'],
    // the demo environment's newsletter is off: the screen says so in place (settings.test.mjs switches it on)
    ['gestore@demo.local', '/ambiente/1/newsletter', 'newsletter-inactive'],
  ];
  for (const [email, path, testId] of allowed) {
    const p = await newPage(browser);
    await login(p, email, PASSWORD, path);
    await p.locator(`[data-testid="${testId}"], [data-testid="forbidden"]`).first().waitFor();
    assert.notEqual(new URL(p.url()).pathname, '/forbidden', `${email} ${path}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test("the local expert's \"Visualizza profilo\" opens its environment's profile, the global expert's the admin one", async () => {
  for (const [email, expected] of [
    ['esperto.locale@demo.local', /^\/ambiente\/\d+\/profile$/],
    ['gestore@demo.local', /^\/ambiente\/\d+\/profile$/],
    ['esperto@demo.local', /^\/admin\/profile$/],
  ]) {
    const page = await newPage(browser);
    await withSession(page, email);
    const profile = (await api(page, 'GET', '/api/profile')).body;
    await page.goto(`/ambiente/${profile.projects[0].id}`);
    await page.getByTestId('sidebar').waitFor();
    // the environment's page loaded (its record, its lists): a click during that load was lost once,
    // with both cores busy (the sidebar renders again when the environment's record arrives)
    await ready(page);
    const link = page.getByRole('link', { name: /Visualizza profilo/ }).first();
    await link.click();
    await page.waitForURL((u) => /profile$/.test(u.pathname));
    assert.match(new URL(page.url()).pathname, expected, email);
    assert.notEqual(new URL(page.url()).pathname, '/forbidden');
    await page.context().close();
  }
});
