/**
 * The company dimension's lists and input rules (Racc. 2003/361/CE, docs/domain.md "SME size"):
 * the dimension classes, the body lists of the related enterprises and the SME rules of a body.
 * The classification is the pure `computeSmeDimension` of @bandi/domain; its storage (yearly
 * figures, related enterprises, the result on the client) is sme.repository.ts.
 */
import { COMPANY_DIMENSIONS, smeErrors, type CompanyDimension, type FieldErrors, type RelationKind } from '@bandi/domain';
import type { ClientInputDto } from './client.dto';

/** Dimension classes, the values of `announcements.company_dimensions` (@bandi/domain). */
export const DIMENSIONS = COMPANY_DIMENSIONS;
export type Dimension = CompanyDimension;

/** Body list of each relation kind. */
export const RELATION_LISTS = [
  ['associated_companies', 'associated'],
  ['connected_companies', 'connected'],
  ['connected_by_person_companies', 'connected_by_person'],
] as const satisfies readonly (readonly [keyof ClientInputDto, RelationKind])[];

/** SME rules of a body beyond each field's format (domain `smeErrors`): `{field: [Italian messages]}` for the 422. */
export function smeValidationErrors(dto: ClientInputDto): FieldErrors {
  return smeErrors(dto);
}
