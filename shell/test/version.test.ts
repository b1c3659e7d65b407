import { checkSharedUiVersion, requiredSharedUiRange, RemoteVersionError, type RemoteManifest } from '../src/federation/version';

/**
 * The load-time check of docs/architecture.md#shared-ui-version: a remote whose manifest asks for a
 * `@bandi/shared-ui` range the shell's version does not satisfy is refused with an Italian message
 * naming the remote, the range and the version.
 */
const manifest = (requiredVersion: string | false | undefined): RemoteManifest => ({
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
    { name: '@bandi/shared-ui', version: '1.0.0', requiredVersion },
  ],
});

describe('checkSharedUiVersion', () => {
  it('accepts a remote built for a range that contains the shell version', () => {
    expect(() => checkSharedUiVersion('mf_calls', manifest('^1.0.0'), '1.0.0')).not.toThrow();
    expect(() => checkSharedUiVersion('mf_calls', manifest('^1.0.0'), '1.4.2')).not.toThrow();
    expect(() => checkSharedUiVersion('mf_calls', manifest('>=1.2.0 <3'), '2.0.1')).not.toThrow();
  });

  it('refuses a remote built for another major version, naming remote, range and version', () => {
    let error: unknown;
    try {
      checkSharedUiVersion('mf_calls', manifest('^2.0.0'), '1.0.0');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RemoteVersionError);
    expect(error).toMatchObject({ remote: 'mf_calls', required: '^2.0.0', provided: '1.0.0' });
    expect((error as Error).message).toBe(
      `Il modulo "mf_calls" richiede @bandi/shared-ui ^2.0.0, ma l'applicazione fornisce la versione 1.0.0`,
    );
  });

  it('refuses a newer minor the shell does not have yet, and a remote that declares no range', () => {
    expect(() => checkSharedUiVersion('mf_clients', manifest('^1.3.0'), '1.2.9')).toThrow(RemoteVersionError);
    expect(() => checkSharedUiVersion('mf_clients', manifest(false), '1.0.0')).toThrow(/non dichiara la versione/);
    expect(() => checkSharedUiVersion('mf_clients', { shared: [] }, '1.0.0')).toThrow(RemoteVersionError);
  });

  it('reads the range from the manifest entry of @bandi/shared-ui only', () => {
    expect(requiredSharedUiRange(manifest('~1.0.0'))).toBe('~1.0.0');
    expect(requiredSharedUiRange({})).toBeNull();
  });
});
