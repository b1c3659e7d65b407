/**
 * @bandi/shared-ui: design system, session, API client, validation and types shared by the shell and
 * remotes. The core entry (`@bandi/shared-ui/core`, ./core.ts: what the login page needs) is
 * re-exported through its package name, so that webpack takes it from the federation's shared
 * scope (one instance of the session store and of Mantine's context for both entries).
 */
export * from '@bandi/shared-ui/core';
export * from './api/conflict';
export * from './validation/rules';
export * from './components';
export * from './list';
export * from './query';
export * from './mantine';
