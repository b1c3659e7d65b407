/**
 * Issue 13, acceptance 6: a client opens the announcement shared with them, presses "Sono interessato";
 * the client's manager sees the new request at once. The second press on the same link says it
 * was already recorded.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, withSession, shareFirstCall, api } from './lib.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('"Sono interessato" on the public page creates the request, visible to the client manager', async () => {
  const manager = await newPage(browser);
  await withSession(manager, 'gestore@demo.local');
  const { share, milano, client } = await shareFirstCall(manager);

  const visitor = await newPage(browser);
  await visitor.goto(share.url);
  await visitor.getByTestId('public-announcement').waitFor({ timeout: 30_000 });
  const answer = visitor.waitForResponse((r) => r.url().includes('/interest') && r.request().method() === 'POST');
  await visitor.getByTestId('interest-button').click();
  const res = await answer;
  assert.equal(res.status(), 201);
  const { call_id: callId } = await res.json();
  await visitor.getByTestId('interest-recorded').waitFor();
  await visitor.reload();
  await visitor.getByTestId('interest-button').click();
  await visitor.getByText('è già stato registrato').waitFor();

  await manager.goto(`/ambiente/${milano}/richieste/${callId}`);
  await manager.getByText('Sono interessato', { exact: false }).first().waitFor({ timeout: 30_000 });
  const call = await api(manager, 'GET', `/api/projects/${milano}/calls/${callId}`);
  assert.equal(call.status, 200);
  assert.equal(call.body.client_id, client.id);
  await visitor.context().close();
  await manager.context().close();
});
