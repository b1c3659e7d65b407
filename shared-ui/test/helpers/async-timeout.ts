/**
 * The waits of Testing Library (findBy*, waitFor) in the front-end suites: 15 s instead of its
 * default 1 s. In `.ci/run` the front-end files run beside two API lanes on a 2-core machine, where
 * a first render of a Mantine card took more than a second (shell/test/newsletter-send-confirm,
 * run of d75da84); a wait still ends as soon as its element appears, so only a failing test waits
 * longer. Loaded by tools/jest-frontend.cjs for every file; inert in files without a DOM.
 */
if (typeof window !== 'undefined') {
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}
