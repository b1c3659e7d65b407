import path from 'node:path';

/**
 * Mantine's stylesheets per component (issue 32, "CSS shipped only for the components a page
 * uses"), kept by `tools/mantine-css.cjs`: what a component needs is followed through Mantine's own
 * modules, the order is Mantine's, and the lists in the tree are what the code imports.
 */
const root = path.resolve(__dirname, '../..');
const tool = require(path.join(root, 'tools/mantine-css.cjs')) as {
  requiredStyles(): { core: string[]; full: string[] };
  stylesOrder(): string[];
  stylesFor(entries: { pkg: string; names: string[] }[]): { components: Set<string>; packages: Set<string> };
  chunkStyleProblems(): string[];
};
const sorted = (s: Set<string>) => [...s].sort();

it("follows a component's own components: Button, Select, MultiSelect, Modal", () => {
  expect(sorted(tool.stylesFor([{ pkg: 'core', names: ['Button'] }]).components)).toEqual(['Button', 'Loader', 'UnstyledButton']);
  const select = tool.stylesFor([{ pkg: 'core', names: ['Select'] }]).components;
  for (const c of ['Combobox', 'Input', 'Popover', 'ScrollArea']) expect([c, select.has(c)]).toEqual([c, true]);
  const multi = tool.stylesFor([{ pkg: 'core', names: ['MultiSelect'] }]).components;
  for (const c of ['Pill', 'PillsInput', 'Combobox']) expect([c, multi.has(c)]).toEqual([c, true]);
  const modal = tool.stylesFor([{ pkg: 'core', names: ['Modal'] }]).components;
  for (const c of ['Modal', 'ModalBase', 'Overlay', 'CloseButton']) expect([c, modal.has(c)]).toEqual([c, true]);
  // a hook or a theme helper renders nothing
  expect(sorted(tool.stylesFor([{ pkg: 'core', names: ['createTheme', 'MantineProvider'] }]).components)).toEqual([]);
});

it("crosses from another Mantine package into @mantine/core, and counts that package's stylesheet", () => {
  const dates = tool.stylesFor([{ pkg: 'dates', names: ['DateInput'] }]);
  for (const c of ['Input', 'Popover']) expect([c, dates.components.has(c)]).toEqual([c, true]);
  // the calendar's own stylesheet comes with its chunk (below), the notifications' with the page
  expect(sorted(dates.packages)).toEqual([]);
  const notifications = tool.stylesFor([{ pkg: 'notifications', names: ['Notifications'] }]);
  expect(sorted(notifications.packages)).toEqual(['notifications']);
  expect(notifications.components.has('Notification')).toBe(true);
});

it("orders the stylesheets as Mantine's styles.css does: the shared building blocks first", () => {
  const order = tool.stylesOrder();
  expect(order.length).toBeGreaterThan(80);
  expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
  expect(order.indexOf('Input')).toBeLessThan(order.indexOf('NumberInput'));
  expect(order.indexOf('ModalBase')).toBeLessThan(order.indexOf('Modal'));
});

it("ships far less than Mantine's whole stylesheet, and the login page's list inside the full one", () => {
  const { core, full } = tool.requiredStyles();
  expect(core.slice(0, 3)).toEqual([
    '@mantine/core/styles/baseline.css',
    '@mantine/core/styles/default-css-variables.css',
    '@mantine/core/styles/global.css',
  ]);
  const components = (list: string[]) => list.filter((s) => /\/styles\/[A-Z]/.test(s));
  for (const s of components(core)) expect([s, full.includes(s)]).toEqual([s, true]);
  // the whole library has about 87 component stylesheets; the product renders fewer than two thirds
  expect(components(full).length).toBeLessThan((tool.stylesOrder().length * 2) / 3 + 5);
  // the login page renders no table, menu or dialog
  for (const s of ['Table', 'Menu', 'Modal', 'Combobox']) expect([s, core.some((c) => c.endsWith(`/${s}.css`))]).toEqual([s, false]);
});

it('brings the calendar and chart stylesheets with the chunks that load those packages, not with every page', () => {
  expect(tool.chunkStyleProblems()).toEqual([]);
  const { full } = tool.requiredStyles();
  expect(full.filter((s) => s.startsWith('@mantine/dates') || s.startsWith('@mantine/charts'))).toEqual([]);
  // the calendar's own components of @mantine/core are in the logged-in pages' list
  for (const c of ['Popover', 'Input', 'UnstyledButton']) expect([c, full.includes(`@mantine/core/styles/${c}.css`)]).toEqual([c, true]);
});
