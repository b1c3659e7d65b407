/**
 * Italian validation messages (docs/rules.md): the table lives in @bandi/domain (domain/src/messages.ts),
 * the one copy the API uses too; shared-ui re-exports it for the forms.
 */
export { MESSAGES } from '@bandi/domain';
/** Today's date in Italy as YYYY-MM-DD (docs/domain.md "Dates"), re-exported for the forms. */
export { todayInRome } from '@bandi/domain';
