/**
 * `@bandi/shared-ui/core`: the part of the design system the login page needs (issue 12), a
 * federation singleton of its own (tools/webpack.federation.cjs): types, constants, the API client,
 * the session store and permissions, validation messages (the yup schemas are in the full entry), the theme, text fields, alerts, skeletons, the
 * navigation rules and the Mantine components of ./mantine-core.ts. The full entry
 * `@bandi/shared-ui` (./index.ts) re-exports all of it through this package name, so both entries
 * share one session store, one API client and one Mantine at run time; the full entry, with the
 * rest of Mantine, is downloaded only by the pages that need it (after login).
 */
export * from './types';
export * from './constants';
export * from './version';
export * from './api/client';
export * from './api/typed';
export * from './api/errors';
export * from './session/store';
export * from './session/permissions';
export * from './session/RequirePermission';
export * from './validation/messages';
export * from './components/core';
export * from './list/documentTitle';
export * from './mantine-core';
