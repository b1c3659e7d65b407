import { currentEnvironmentId, isPublicPath } from '../src/routing/paths';

/**
 * Which registry a page loads its remotes from (docs/architecture.md#remote-releases): inside an
 * environment its pinned or current releases, but a public page under `/ambiente/{id}/…/pubblico`
 * is opened by a visitor who is no member of it, so it uses the global registry (the members-only
 * environment registry answered 401 there and the public page never showed: caught by the
 * "Sono interessato" browser test).
 */
describe('currentEnvironmentId', () => {
  it('is the environment of an environment page', () => {
    expect(currentEnvironmentId('/ambiente/2/clienti')).toBe(2);
    expect(currentEnvironmentId('/ambiente/14')).toBe(14);
    expect(currentEnvironmentId('/ambiente/2/clienti/7/bandi/3')).toBe(2);
  });

  it('is null outside environments and on the public pages', () => {
    expect(currentEnvironmentId('/impostazioni')).toBeNull();
    expect(currentEnvironmentId('/')).toBeNull();
    expect(currentEnvironmentId('/ambiente/2/clienti/7/bandi/3/pubblico')).toBeNull();
    expect(currentEnvironmentId('/ambiente/2/richieste/5/bandi/3/pubblico')).toBeNull();
    expect(currentEnvironmentId('/iscrizione-newsletter')).toBeNull();
  });
});

describe('isPublicPath', () => {
  it('knows the public pages and nothing else', () => {
    expect(isPublicPath('/ambiente/2/clienti/7/bandi/3/pubblico')).toBe(true);
    // a newsletter's link for a subscriber of no client (issue 35)
    expect(isPublicPath('/ambiente/2/iscritti/4/bandi/3/pubblico')).toBe(true);
    expect(isPublicPath('/privacy')).toBe(true);
    expect(isPublicPath('/ambiente/2/clienti/7')).toBe(false);
    expect(isPublicPath('/accedi')).toBe(false);
  });
});
