/**
 * The design-system components of the login's core entry (`@bandi/shared-ui/core`, issue 12): the
 * theme, the text and password fields, alerts, skeletons and the navigation rules the shell needs
 * before login. Everything else is in ./index.ts (the full entry).
 */
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { DEFAULT_PRIMARY_COLOR, MANTINE_COLOR_OF, mantineColorOf } from './theme';
export { useProjectStore, type ProjectStoreState } from './projectStore';
export { TextInputField, PasswordField, counterText, type TextInputFieldProps, type PasswordFieldProps } from './fields';
export { FormikTextInputField, FormikPasswordField, touchedError } from './formik';
export { AlertBox, type AlertBoxProps, type AlertType } from './AlertBox';
export { PageSkeleton, CardSkeleton, type PageSkeletonProps, type CardSkeletonProps } from './PageSkeleton';
export {
  LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  FORBIDDEN_PATH,
  SIDEBAR_SECTIONS,
  safeRedirect,
  redirectParam,
  loginUrlFor,
  postLoginRoute,
  homeRouteFor,
  decideRoute,
  profileRouteFor,
  isSectionVisible,
  sectionBlock,
  visibleSections,
  type RouteAccess,
  type GuardDecision,
  type GuardUser,
  type SidebarSection,
  type SidebarSectionEntry,
  type EnvironmentSwitches,
} from './navigation';
