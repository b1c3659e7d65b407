import path from 'node:path';
import { DocumentWorker } from '../src/common/workers/document-worker';

/**
 * DocumentWorker (src/common/workers/document-worker.ts; docs/security.md#uploads): a task's time
 * limit counts from its turn, not from its thread's start. A thread whose libraries take 1.5 s to
 * load (test/fixtures/slow-start-worker.cjs) answers a quick task under a 500 ms limit when its
 * preparation runs first; without it, the same task was refused as out of time (what happened to
 * every SVG logo of settings-environment.test.ts on a busy CI machine, where jsdom took more than
 * the cleaner's 10 s to load at nice +10). Tasks queued behind a long one have their own limit
 * from their turn (an export waiting behind another had the other's reading counted against its
 * own); one more than `maxQueue` waiting is a 503. A task that never ends still gets the time-out
 * answer.
 */
const filename = path.join(__dirname, 'fixtures', 'slow-start-worker.cjs');
const workers: Array<DocumentWorker<{ spin: boolean; ms?: number }, string>> = [];
const make = (prepare?: string, maxQueue = 4) => {
  const worker = new DocumentWorker<{ spin: boolean; ms?: number }, string>({
    filename,
    maxQueue,
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

it('tasks queued behind a long one are each answered: the limit counts from their turn, not from the upload', async () => {
  const worker = make('prepare');
  // three tasks of 300 ms under a 500 ms limit: the second and third wait 300 and 600 ms first
  const answers = await Promise.all([1, 2, 3].map(() => worker.run({ spin: false, ms: 300 }, () => 'time')));
  expect(answers).toEqual(['done', 'done', 'done']);
});

it('one task more than maxQueue waiting beyond the running one is refused with a 503 (busy), the others answered', async () => {
  const worker = make('prepare', 1);
  const first = worker.run({ spin: false, ms: 200 }, () => 'time');
  const second = worker.run({ spin: false, ms: 200 }, () => 'time');
  const third = worker.run({ spin: false }, () => 'time');
  const refused = (await third.catch((err: unknown) => err)) as { getStatus(): number; code: string };
  expect([refused.getStatus(), refused.code]).toEqual([503, 'workers.svg_busy']);
  expect(await Promise.all([first, second])).toEqual(['done', 'done']);
  // the queue frees up: a later task is accepted
  expect(await worker.run({ spin: false }, () => 'time')).toBe('done');
});
