import path from 'node:path';
import { DocumentWorker } from '../src/common/workers/document-worker';

/**
 * DocumentWorker (src/common/workers/document-worker.ts; docs/security.md#uploads): a task's time
 * limit counts from its turn, not from its thread's start. A thread whose libraries take 1.5 s to
 * load (test/fixtures/slow-start-worker.cjs) answers a quick task under a 500 ms limit when its
 * preparation runs first; without it, the same task was refused as out of time (what happened to
 * every SVG logo of settings-environment.test.ts on a busy CI machine, where jsdom took more than
 * the cleaner's 10 s to load at nice +10). A task that never ends still gets the time-out answer.
 */
const filename = path.join(__dirname, 'fixtures', 'slow-start-worker.cjs');
const workers: Array<DocumentWorker<{ spin: boolean }, string>> = [];
const make = (prepare?: string) => {
  const worker = new DocumentWorker<{ spin: boolean }, string>({
    filename,
    maxQueue: 4,
    timeoutMs: 500,
    busy: 'workers.svg_busy',
    maxOldGenerationSizeMb: 64,
    prepare,
  });
  workers.push(worker);
  return worker;
};

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
});

it('without a preparation step, the thread start counts against the time limit (the time-out answer)', async () => {
  expect(await make().run({ spin: false }, () => 'time')).toBe('time');
});

it("with it, a new thread's start and the tasks queued ahead do not: each quick task is answered", async () => {
  const worker = make('prepare');
  const answers = await Promise.all([worker.run({ spin: false }, () => 'time'), worker.run({ spin: false }, () => 'time')]);
  expect(answers).toEqual(['done', 'done']);
});

it('a task that never ends gets the time-out answer, and the next task a new thread that answers', async () => {
  const worker = make('prepare');
  const started = Date.now();
  expect(await worker.run({ spin: true }, () => 'time')).toBe('time');
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await worker.run({ spin: false }, () => 'time')).toBe('done');
});
