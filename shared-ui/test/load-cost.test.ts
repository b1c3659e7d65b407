/**
 * Loading the design system does no work a page pays before its first render (issue 12). A CPU
 * profile of the environment home (Chromium, 4x CPU slowdown) found two such costs in the
 * evaluation of `@bandi/shared-ui/core`, on the login page too: the accessible palettes computed
 * at module load (up to 50 `darken` steps per shade, 261 ms of the 731 ms boot task) and the
 * Europe/Rome date formatter of @bandi/domain (a browser's first formatter with a time zone loads
 * the zone's data: 21-46 ms unthrottled). The palette is now precomputed (src/components/palette.ts)
 * and the formatters are built on first use.
 */
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks them and react-router (loaded by the session's route guard) needs them
Object.assign(globalThis, { TextEncoder, TextDecoder });

jest.mock('@mantine/core', () => {
  const actual = jest.requireActual('@mantine/core');
  return { ...actual, darken: jest.fn(actual.darken), luminance: jest.fn(actual.luminance) };
});

describe('loading @bandi/shared-ui', () => {
  it('builds no Intl formatter and computes no colour until something asks for one', () => {
    const built: string[] = [];
    const { DateTimeFormat, NumberFormat } = Intl;
    const dates = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
      built.push(`DateTimeFormat ${JSON.stringify(args)}`);
      return new DateTimeFormat(...args);
    });
    const numbers = jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
      built.push(`NumberFormat ${JSON.stringify(args)}`);
      return new NumberFormat(...args);
    });
    try {
      let shared: typeof import('../src/index') | undefined;
      let mantine: { darken: jest.Mock; luminance: jest.Mock } | undefined;
      jest.isolateModules(() => {
        mantine = jest.requireMock<{ darken: jest.Mock; luminance: jest.Mock }>('@mantine/core');
        shared = jest.requireActual<typeof import('../src/index')>('../src/index');
        // the theme's provider and palette, as the shell's frame renders them
        jest.requireActual('../src/components/ThemeProvider');
      });
      expect(built).toEqual([]);
      expect(mantine?.darken).not.toHaveBeenCalled();
      expect(mantine?.luminance).not.toHaveBeenCalled();
      // the formatter is still there when asked for: today in Rome, an ISO calendar date
      expect(shared?.todayInRome(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
      expect(built).toEqual([`DateTimeFormat ${JSON.stringify(['en-CA', { timeZone: 'Europe/Rome' }])}`]);
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
    }
  });
});
