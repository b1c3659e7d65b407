/**
 * Italian validation messages (SPEC §5): the table lives in @bandi/domain (domain/src/messages.ts),
 * the one copy the API uses too; shared-ui re-exports it for the forms.
 */
export { MESSAGES } from '@bandi/domain';
