/* global document -- used inside page.evaluate (browser context) */
/**
 * The first render of a list page does no work for what is not on screen (issue 12, total blocking
 * time of the environment home). Mantine keeps the option list of every Select and MultiSelect
 * mounted, hidden, and floating-ui positioned each of the eight hidden lists of the announcements' filters
 * on every layout change of the first render: 698 elements and 28-32 React commits on the home,
 * against 530 and 16 once the lists exist only while open (shared-ui ThemeProvider, Combobox
 * `keepMounted: false`). The filters still open, choose and filter.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, login, api } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the environment home mounts no hidden option list; a filter list opens, chooses and closes', async () => {
  const page = await newPage(browser);
  await login(page, 'gestore@demo.local');
  const profile = (await api(page, 'GET', '/api/profile')).body;
  await page.goto(`/ambiente/${profile.projects[0].id}`);
  await page.getByTestId('list-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  const hidden = () =>
    page.evaluate(() => ({
      dropdowns: document.querySelectorAll('.mantine-Popover-dropdown').length,
      listboxes: document.querySelectorAll('[role="listbox"]').length,
      elements: document.querySelectorAll('*').length,
    }));
  const before = await hidden();
  assert.equal(before.dropdowns, 0, 'no option list is in the page while none is open');
  assert.equal(before.listboxes, 0);
  // the first filter select of the list still works with the mouse and the keyboard
  const select = page.locator('main .mantine-Select-root input').first();
  await select.click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  assert.ok((await options.count()) > 0, 'the open list shows its options');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await options.first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  assert.notEqual(await select.inputValue(), '', 'the keyboard chose an option');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
