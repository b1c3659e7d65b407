/**
 * Design-system components of the full entry (owned by the shell work: layouts' building blocks,
 * widgets of docs/screens.md#shared-widgets). The theme, text fields, alerts, skeletons and
 * navigation rules are in ./core.ts (the login's core entry), re-exported by the package's index.
 */
export { SelectField, RadioGroupField, type SelectFieldProps, type RadioGroupFieldProps, type RadioOption } from './choiceFields';
export { FormikSelectField, FormikRadioGroupField } from './formikChoices';
export {
  FormikTextareaField,
  FormikNumberField,
  FormikMoneyField,
  FormikCheckboxField,
  FormikMultiSelectField,
  FormikDateField,
} from './formikInputs';
export { MoneyInput, PercentInput, ITALIAN_NUMBER_SEPARATORS, MONEY_INPUT_MAX } from './numberInputs';
export { DateField, type DateFieldProps } from './DateField';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
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
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './RemoteErrorPanel';
export { Breadcrumbs, BREADCRUMB_LABELS, type BreadcrumbsProps } from './Breadcrumbs';
export {
  ConflictDialog,
  useVersionConflict,
  conflictDateTime,
  type ConflictDialogProps,
  type VersionConflictHandle,
} from './ConflictDialog';
export {
  AuditLog,
  AuditLogTable,
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditChangeLines,
  formatAuditValue,
  type AuditChangeLine,
  type AuditLogEntry,
  type AuditLogProps,
} from './AuditLog';
export { DataTable, type DataTableColumn } from './DataTable';
export {
  EligibilityRequirements,
  VerdictBadge,
  VERDICT_BADGE,
  type MissingDatumView,
  type RequirementVerdictView,
} from './EligibilityRequirements';
export { FIELD_LABELS, fieldLabel } from './fieldLabels';
export {
  NewTaskDialog,
  RecordTasks,
  taskAssigneesKey,
  newTaskSchema,
  taskLinkKind,
  useTaskAssignees,
  type NewTaskDialogProps,
  type RecordTask,
  type RecordTasksProps,
  type TaskRecordLink,
} from './RecordTasks';
export { ShareLinkCells, SHARE_STATUS, SHARE_LINK_HEADERS, type ShareLinkFacts } from './ShareLinkCells';
