/**
 * The version of this design system, equal to `version` in shared-ui/package.json (a test keeps
 * them equal). The shell compares it with the range each remote was built for
 * (docs/architecture.md#shared-ui-version): bump the major version on a breaking change of the
 * exports, together with the `@bandi/shared-ui` range in the apps' package.json files.
 */
export const SHARED_UI_VERSION = '1.3.0';
