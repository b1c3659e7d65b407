import fs from 'node:fs';

/** The bundled file whose hooks and cases run now (test/helpers.ts startTestApp reads it). */
export const bundled: { part: string | null } = { part: null };

/**
 * One test file inside a bundle (test/bundles.cjs, docs/testing.md#test-bundles): a `describe`
 * named `file` around `load` (the file's `require`), with a first `beforeAll` and a last `afterAll`
 * that measure the file's time from its first hook to its last (its app start and close included;
 * its imports, done when the bundle is collected, are the bundle's). The times go to
 * `<bundle>.times.json` beside the bundle (`{ [file]: seconds }`), where the timing reporter
 * (tools/jest-timing-reporter.cjs) reads them. `before`, when given, runs first in that first hook
 * (the bundle passes test/helpers.ts closeBundleApp for the files in OWN_APP).
 */
export function bundlePart(file: string, load: () => unknown, before?: () => Promise<void>): void {
  describe(file, () => {
    let start = 0;
    beforeAll(async () => {
      bundled.part = file;
      start = performance.now();
      await before?.();
    });
    load();
    afterAll(() => {
      const out = (expect.getState().testPath ?? '').replace(/\.test\.ts$/, '.times.json');
      if (!out.endsWith('.times.json')) return;
      const times = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, number>) : {};
      times[file] = (performance.now() - start) / 1000;
      fs.writeFileSync(out, JSON.stringify(times));
    });
  });
}
