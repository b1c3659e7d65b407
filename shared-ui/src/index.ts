/** @bandi/shared-ui: design system, session, API client, validation and types shared by the shell and remotes. */
export * from './types';
export * from './constants';
export * from './version';
export * from './api/client';
export * from './api/typed';
export * from './api/errors';
export * from './api/conflict';
export * from './session/store';
export * from './session/permissions';
export * from './session/RequirePermission';
export * from './validation/messages';
export * from './validation/rules';
export * from './components';
export * from './list';
export * from './mantine';
