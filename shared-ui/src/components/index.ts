/** Design-system components (owned by the shell work: layouts' building blocks, theme, widgets of docs/screens.md#shared-widgets). */
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { DEFAULT_PRIMARY_COLOR, MANTINE_COLOR_OF, mantineColorOf } from './theme';
export { useProjectStore, type ProjectStoreState } from './projectStore';
export {
  TextInputField,
  PasswordField,
  SelectField,
  RadioGroupField,
  counterText,
  type TextInputFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type RadioGroupFieldProps,
  type RadioOption,
} from './fields';
export { FormikTextInputField, FormikPasswordField, FormikSelectField, FormikRadioGroupField, touchedError } from './formik';
export { FormikTextareaField, FormikNumberField, FormikCheckboxField, FormikMultiSelectField } from './formikInputs';
export { AlertBox, type AlertBoxProps, type AlertType } from './AlertBox';
export { InfoTooltip, TOUCH_MEDIA_QUERY, type InfoTooltipProps } from './InfoTooltip';
export {
  UserAvatar,
  UserAvatarStack,
  planAvatarStack,
  personName,
  type UserAvatarProps,
  type UserAvatarStackProps,
  type AvatarStackPlan,
} from './UserAvatar';
export { PageSkeleton, CardSkeleton, type PageSkeletonProps, type CardSkeletonProps } from './PageSkeleton';
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './RemoteErrorPanel';
export { Breadcrumbs, BREADCRUMB_LABELS, type BreadcrumbsProps } from './Breadcrumbs';
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
} from './navigation';
export {
  ConflictDialog,
  useVersionConflict,
  conflictDateTime,
  type ConflictDialogProps,
  type VersionConflictHandle,
} from './ConflictDialog';
export { AuditLog, AuditLogTable, AUDIT_ACTION_LABELS, auditActionLabel, type AuditLogEntry, type AuditLogProps } from './AuditLog';
export { DataTable, type DataTableColumn } from './DataTable';
export { FIELD_LABELS, fieldLabel } from './fieldLabels';
