/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  AtecoCodeDetail,
  AtecoCodePage,
  AtecoRecodingView,
  ComunePage,
  DropdownOptionView,
  ForeignStateView,
  LegalFormView,
  ProvinceView,
  ReferenceAtecoCodeParams,
  ReferenceAtecoParams,
  ReferenceComuniParams,
  ReferenceOptionsView,
  ReferenceProvincesParams,
  RegionView,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const referenceAteco = (params?: ReferenceAtecoParams, options?: SecondParameter<typeof send<AtecoCodePage>>) => {
  return send<AtecoCodePage>({ url: `/api/reference/ateco`, method: 'GET', params }, options);
};
export const referenceAtecoCode = (
  code: string,
  params?: ReferenceAtecoCodeParams,
  options?: SecondParameter<typeof send<AtecoCodeDetail>>,
) => {
  return send<AtecoCodeDetail>({ url: `/api/reference/ateco/${code}`, method: 'GET', params }, options);
};
export const referenceRecoding = (code: string, options?: SecondParameter<typeof send<AtecoRecodingView>>) => {
  return send<AtecoRecodingView>({ url: `/api/reference/ateco-recoding/${code}`, method: 'GET' }, options);
};
export const referenceRegions = (options?: SecondParameter<typeof send<RegionView[]>>) => {
  return send<RegionView[]>({ url: `/api/reference/regions`, method: 'GET' }, options);
};
export const referenceProvinces = (params?: ReferenceProvincesParams, options?: SecondParameter<typeof send<ProvinceView[]>>) => {
  return send<ProvinceView[]>({ url: `/api/reference/provinces`, method: 'GET', params }, options);
};
export const referenceComuni = (params?: ReferenceComuniParams, options?: SecondParameter<typeof send<ComunePage>>) => {
  return send<ComunePage>({ url: `/api/reference/comuni`, method: 'GET', params }, options);
};
export const referenceLegalForms = (options?: SecondParameter<typeof send<LegalFormView[]>>) => {
  return send<LegalFormView[]>({ url: `/api/reference/legal-forms`, method: 'GET' }, options);
};
export const referenceForeignStates = (options?: SecondParameter<typeof send<ForeignStateView[]>>) => {
  return send<ForeignStateView[]>({ url: `/api/reference/foreign-states`, method: 'GET' }, options);
};
export const referenceOptions = (options?: SecondParameter<typeof send<ReferenceOptionsView>>) => {
  return send<ReferenceOptionsView>({ url: `/api/reference/options`, method: 'GET' }, options);
};
export const referenceDropdown = (list: string, options?: SecondParameter<typeof send<DropdownOptionView[]>>) => {
  return send<DropdownOptionView[]>({ url: `/api/reference/dropdowns/${list}`, method: 'GET' }, options);
};
export type ReferenceAtecoResult = NonNullable<Awaited<ReturnType<typeof referenceAteco>>>;
export type ReferenceAtecoCodeResult = NonNullable<Awaited<ReturnType<typeof referenceAtecoCode>>>;
export type ReferenceRecodingResult = NonNullable<Awaited<ReturnType<typeof referenceRecoding>>>;
export type ReferenceRegionsResult = NonNullable<Awaited<ReturnType<typeof referenceRegions>>>;
export type ReferenceProvincesResult = NonNullable<Awaited<ReturnType<typeof referenceProvinces>>>;
export type ReferenceComuniResult = NonNullable<Awaited<ReturnType<typeof referenceComuni>>>;
export type ReferenceLegalFormsResult = NonNullable<Awaited<ReturnType<typeof referenceLegalForms>>>;
export type ReferenceForeignStatesResult = NonNullable<Awaited<ReturnType<typeof referenceForeignStates>>>;
export type ReferenceOptionsResult = NonNullable<Awaited<ReturnType<typeof referenceOptions>>>;
export type ReferenceDropdownResult = NonNullable<Awaited<ReturnType<typeof referenceDropdown>>>;
