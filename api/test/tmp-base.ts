import fs from 'node:fs';
import os from 'node:os';

let base: string | undefined;

/**
 * The folder for the tests' temporary data folders (each app's copy of the embedded database,
 * about 75 MB in 1,600 files, made and removed once per app start): /dev/shm (memory) when the
 * machine has it, else the system's temporary folder. On the CI machine class the disk is
 * mounted with `discard`, where copying and removing one such folder took 2-3 s each under load
 * against 0.1-0.3 s in memory (docs/testing.md#test-databases). BANDI_TEST_TMPDIR overrides it.
 */
export function testTmpBase(): string {
  if (base) return base;
  const candidates = [process.env.BANDI_TEST_TMPDIR, '/dev/shm'].filter((d): d is string => !!d);
  base = os.tmpdir();
  for (const dir of candidates) {
    try {
      fs.accessSync(dir, fs.constants.W_OK);
      base = dir;
      break;
    } catch {
      // not there or not writable: the next candidate
    }
  }
  return base;
}
