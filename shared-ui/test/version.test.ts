import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_UI_VERSION } from '../src/version';

/** The version the shell announces to remotes is the package's (docs/architecture.md#shared-ui-version). */
describe('SHARED_UI_VERSION', () => {
  it('equals the version in shared-ui/package.json', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { version: string };
    expect(SHARED_UI_VERSION).toBe(pkg.version);
  });
});
