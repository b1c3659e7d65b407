import {
  decideRoute,
  homeRouteFor,
  isSectionVisible,
  loginUrlFor,
  postLoginRoute,
  profileRouteFor,
  safeRedirect,
  sectionBlock,
  visibleSections,
} from '../src/components/navigation';
import { mantineColorOf } from '../src/components/theme';
import type { Capabilities, Modules, User } from '../src/types';

const allCaps: Capabilities = {
  canCreateProjects: true,
  canHaveMultipleProjects: true,
  canSeeAnnouncements: true,
  canSeeClients: true,
  canSeeReferents: true,
  canSeeCalls: true,
  canSeeProjectSettings: true,
  canSeeGlobalAnnouncements: true,
  canSeeGlobalSettings: true,
};
const admin = { initialRoute: '/', capabilities: { canHaveMultipleProjects: true } };
const manager = { initialRoute: '/ambiente/3/clienti', capabilities: { canHaveMultipleProjects: false } };
const allModules: Modules = { announcements: true, clients: true, calls: true, settings: true };

describe('route guard (docs/screens.md#route-guard)', () => {
  it('sends a logged-out visitor of a protected route to login with the way back', () => {
    expect(decideRoute({ access: 'protected', user: null, pathname: '/ambiente/3/clienti', search: '?page=2' })).toEqual({
      action: 'redirect',
      to: '/accedi?redirect=%2Fambiente%2F3%2Fclienti%3Fpage%3D2',
    });
    expect(decideRoute({ access: 'home', user: null, pathname: '/' })).toEqual({ action: 'redirect', to: '/accedi' });
  });

  it('sends a logged-in user away from login and forgot password', () => {
    expect(decideRoute({ access: 'guest', user: manager, pathname: '/accedi' })).toEqual({ action: 'redirect', to: '/ambiente/3/clienti' });
    expect(decideRoute({ access: 'guest', user: manager, pathname: '/accedi', search: '?redirect=%2Fambiente%2F3%2Frichieste' })).toEqual({
      action: 'redirect',
      to: '/ambiente/3/richieste',
    });
    expect(decideRoute({ access: 'guest', user: admin, pathname: '/recupero-password' })).toEqual({ action: 'redirect', to: '/' });
    expect(decideRoute({ access: 'guest', user: null, pathname: '/accedi' })).toEqual({ action: 'render' });
  });

  it('redirects a single-environment user opening home to the initial route', () => {
    expect(decideRoute({ access: 'home', user: manager, pathname: '/' })).toEqual({ action: 'redirect', to: '/ambiente/3/clienti' });
    expect(decideRoute({ access: 'home', user: admin, pathname: '/' })).toEqual({ action: 'render' });
    // the home guard wraps the whole admin layout: its other addresses render
    expect(decideRoute({ access: 'home', user: manager, pathname: '/admin/profile' })).toEqual({ action: 'render' });
  });

  it('never loops on a single-environment user whose initial route is home', () => {
    const odd = { initialRoute: '/', capabilities: { canHaveMultipleProjects: false } };
    expect(decideRoute({ access: 'home', user: odd, pathname: '/' })).toEqual({ action: 'render' });
  });

  it('renders public routes for everyone and protected routes for users', () => {
    expect(decideRoute({ access: 'public', user: null, pathname: '/iscrizione-newsletter' })).toEqual({ action: 'render' });
    expect(decideRoute({ access: 'protected', user: manager, pathname: '/ambiente/3/clienti' })).toEqual({ action: 'render' });
  });
});

describe('redirect helpers', () => {
  it('accepts only paths of this site and refuses login loops', () => {
    expect(safeRedirect('/bandi?x=1')).toBe('/bandi?x=1');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/accedi?redirect=/x')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
  it('goes after login to redirect, else the initial route', () => {
    expect(postLoginRoute(manager, '?redirect=%2Fbandi')).toBe('/bandi');
    expect(postLoginRoute(manager, '?redirect=https%3A%2F%2Fevil.example')).toBe('/ambiente/3/clienti');
    expect(postLoginRoute(manager)).toBe('/ambiente/3/clienti');
  });
  it('builds the login address', () => {
    expect(loginUrlFor('/')).toBe('/accedi');
    expect(loginUrlFor('/bandi', '?q=1')).toBe('/accedi?redirect=%2Fbandi%3Fq%3D1');
  });
  it('gives the home of the 404 page', () => {
    expect(homeRouteFor(null)).toBe('/accedi');
    expect(homeRouteFor(manager)).toBe('/ambiente/3/clienti');
  });
});

describe('profile route (docs/roles.md#capabilities)', () => {
  // the session's capability flags as the API computes them per role (docs/roles.md#capabilities)
  const base = { projects: [{ id: 7, name: 'A', color: 'blue' as const }] };
  const flags = (canHaveMultipleProjects: boolean) => ({ capabilities: { canHaveMultipleProjects } as User['capabilities'] });
  it('uses /admin/profile for administrators and global experts (canHaveMultipleProjects)', () => {
    expect(profileRouteFor({ ...base, ...flags(true) }, 7)).toBe('/admin/profile');
  });
  it('uses the environment profile for the other roles', () => {
    expect(profileRouteFor({ ...base, ...flags(false) }, 9)).toBe('/ambiente/9/profile');
    expect(profileRouteFor({ ...base, ...flags(false) })).toBe('/ambiente/7/profile');
    expect(profileRouteFor({ projects: [], ...flags(false) })).toBe('/admin/profile');
  });
});

describe('sidebar sections (docs/screens.md#sidebar, docs/architecture.md#front-ends-and-module-federation)', () => {
  it('shows a section only with its capability and its module on', () => {
    expect(visibleSections(allCaps, allModules)).toEqual(['bandi', 'clienti', 'referenti', 'richieste', 'impostazioni']);
    expect(visibleSections(allCaps, { ...allModules, clients: false })).toEqual(['bandi', 'richieste', 'impostazioni']);
    const referent = { ...allCaps, canSeeAnnouncements: false, canSeeReferents: false, canSeeProjectSettings: false };
    expect(visibleSections(referent, allModules)).toEqual(['clienti', 'richieste']);
  });
  it('shows Newsletter to the roles with newsletters.manage, with the clients module and the newsletter on (issue 39, defect 4)', () => {
    const managerCaps = { ...allCaps, canSeeAnnouncements: true, canSeeProjectSettings: false };
    const manager = ['clients.read', 'newsletters.manage'];
    expect(visibleSections(managerCaps, allModules, manager, { newsletter: true })).toEqual([
      'bandi',
      'clienti',
      'referenti',
      'richieste',
      'newsletter',
    ]);
    expect(sectionBlock('newsletter', managerCaps, allModules, manager, { newsletter: true })).toBeNull();
    // the newsletter switched off (the API answers 403), or not known
    expect(visibleSections(managerCaps, allModules, manager, { newsletter: false })).not.toContain('newsletter');
    expect(visibleSections(managerCaps, allModules, manager)).not.toContain('newsletter');
    expect(sectionBlock('newsletter', managerCaps, allModules, manager, { newsletter: false })).toBe('newsletter-off');
    expect(sectionBlock('newsletter', managerCaps, { ...allModules, clients: false }, manager, { newsletter: true })).toBe('module-off');
    // a referent sees clients but may not manage newsletters
    const referent = { ...allCaps, canSeeAnnouncements: false, canSeeReferents: false, canSeeProjectSettings: false };
    expect(visibleSections(referent, allModules, ['clients.read'], { newsletter: true })).toEqual(['clienti', 'richieste']);
    expect(sectionBlock('newsletter', referent, allModules, ['clients.read'], { newsletter: true })).toBe('forbidden');
  });
  it('shows Compiti to the roles with tasks.read, with the calls module on (issue 37)', () => {
    const managerCaps = { ...allCaps, canSeeProjectSettings: false };
    const manager = ['clients.read', 'calls.read', 'tasks.read'];
    expect(visibleSections(managerCaps, allModules, manager)).toEqual(['bandi', 'clienti', 'referenti', 'richieste', 'compiti']);
    expect(sectionBlock('compiti', managerCaps, { ...allModules, calls: false }, manager)).toBe('module-off');
    // a referent sees its call logs but holds no tasks
    const referent = { ...allCaps, canSeeAnnouncements: false, canSeeReferents: false, canSeeProjectSettings: false };
    expect(sectionBlock('compiti', referent, allModules, ['clients.read', 'calls.read'])).toBe('forbidden');
  });
  it('treats templates as part of the announcements section', () => {
    expect(isSectionVisible('template', allCaps, allModules)).toBe(true);
    expect(isSectionVisible('template', allCaps, { ...allModules, announcements: false })).toBe(false);
  });
});

describe('colour themes', () => {
  it('maps purple to Mantine grape and unknown colours to blue', () => {
    expect(mantineColorOf('purple')).toBe('grape');
    expect(mantineColorOf('orange')).toBe('orange');
    expect(mantineColorOf('magenta')).toBe('blue');
    expect(mantineColorOf(null)).toBe('blue');
  });
});
