import fs from 'node:fs';
import path from 'node:path';
import { remoteForPath, REMOTES } from '../src/federation/remotes';

// a remote's webpack.config.cjs gives makeConfig its exposed modules: read them without webpack
jest.mock('../../tools/webpack.federation.cjs', () => ({ makeConfig: (options: unknown) => options }));

/**
 * The remote module the first address of a page load prefetches (federation/prefetch.ts), for
 * the same address the router mounts (router.tsx): a wrong answer downloads a module the page does
 * not use, and the page's own remains in the long chain the prefetch exists to shorten.
 */
const ALL = {
  canCreateProjects: false,
  canHaveMultipleProjects: false,
  canSeeGlobalAnnouncements: false,
  canSeeGlobalSettings: false,
  canSeeAnnouncements: true,
  canSeeClients: true,
  canSeeReferents: true,
  canSeeCalls: true,
  canSeeProjectSettings: true,
};
const manager = { capabilities: { ...ALL, canSeeAnnouncements: false, canSeeProjectSettings: false }, permissions: [] };
const expert = {
  capabilities: { ...ALL, canSeeClients: false, canSeeReferents: false, canSeeCalls: false, canSeeProjectSettings: false },
  permissions: [],
};
type U = Parameters<typeof remoteForPath>[1];

describe('remoteForPath', () => {
  it('names the module of an environment section and of its records', () => {
    expect(remoteForPath('/ambiente/1/bandi', expert as U)).toEqual(REMOTES.announcements);
    expect(remoteForPath('/ambiente/1/bandi/435', expert as U)).toEqual(REMOTES.announcements);
    expect(remoteForPath('/ambiente/2/clienti/8', manager as U)).toEqual(REMOTES.clients);
    expect(remoteForPath('/ambiente/2/referenti', manager as U)).toEqual(REMOTES.referents);
    expect(remoteForPath('/ambiente/2/richieste/4', manager as U)).toEqual(REMOTES.calls);
    // issue 37: "I miei compiti"
    expect(remoteForPath('/ambiente/2/compiti', manager as U)).toEqual({ remote: 'mf_calls', expose: 'TasksApp' });
    expect(remoteForPath('/ambiente/2/template/3', expert as U)).toEqual(REMOTES.templates);
    expect(remoteForPath('/ambiente/2/impostazioni', manager as U)).toEqual(REMOTES.projectSettings);
    // issue 39, defect 4: the environment's Newsletter screen
    expect(remoteForPath('/ambiente/2/newsletter', manager as U)).toEqual({ remote: 'mf_settings', expose: 'NewslettersApp' });
    expect(remoteForPath('/ambiente/2/clienti/8/richieste/crea', manager as U)).toEqual(REMOTES.clientCallCreate);
  });

  it('guesses the first section the user sees on the environment index', () => {
    expect(remoteForPath('/ambiente/1', expert as U)).toEqual(REMOTES.announcements);
    expect(remoteForPath('/ambiente/1/', manager as U)).toEqual(REMOTES.clients);
    expect(remoteForPath('/ambiente/1', { capabilities: {}, permissions: [] } as unknown as U)).toBeNull();
  });

  it('names the global modules of the administration and nothing for shell pages and public pages', () => {
    expect(remoteForPath('/bandi/435', expert as U)).toEqual(REMOTES.announcements);
    expect(remoteForPath('/template', expert as U)).toEqual(REMOTES.templates);
    expect(remoteForPath('/impostazioni', expert as U)).toEqual(REMOTES.globalSettings);
    for (const path of [
      '/',
      '/admin/profile',
      '/ambiente/crea',
      '/ambiente/1/profile',
      '/privacy',
      '/ambiente/1/clienti/7/bandi/3/pubblico',
    ])
      expect([path, remoteForPath(path, manager as U)]).toEqual([path, null]);
  });
});

describe('REMOTES', () => {
  it('names only modules their remote exposes (its webpack.config.cjs), from files that exist', () => {
    for (const { remote, expose } of Object.values(REMOTES)) {
      const dir = path.resolve(__dirname, '..', '..', remote.replace(/_/g, '-'));
      // the CommonJS webpack config, through the mock above
      const { name, exposes } = require(path.join(dir, 'webpack.config.cjs')) as { name: string; exposes: Record<string, string> };
      expect([remote, expose, name]).toEqual([remote, expose, remote]);
      const file = exposes[`./${expose}`];
      expect([remote, expose, typeof file]).toEqual([remote, expose, 'string']);
      expect([remote, expose, fs.existsSync(path.join(dir, file))]).toEqual([remote, expose, true]);
    }
  });
});
