/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  EligibilityForAnnouncementParams,
  EligibilityForClientParams,
  EligibleAnnouncementPage,
  EligibleClientPage,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const eligibilityForClient = (
  projectId: number,
  clientId: number,
  params?: EligibilityForClientParams,
  options?: SecondParameter<typeof send<EligibleAnnouncementPage>>,
) => {
  return send<EligibleAnnouncementPage>(
    { url: `/api/projects/${projectId}/clients/${clientId}/eligible-announcements`, method: 'GET', params },
    options,
  );
};
export const eligibilityForAnnouncement = (
  projectId: number,
  announcementId: number,
  params?: EligibilityForAnnouncementParams,
  options?: SecondParameter<typeof send<EligibleClientPage>>,
) => {
  return send<EligibleClientPage>(
    { url: `/api/projects/${projectId}/announcements/${announcementId}/eligible-clients`, method: 'GET', params },
    options,
  );
};
export type EligibilityForClientResult = NonNullable<Awaited<ReturnType<typeof eligibilityForClient>>>;
export type EligibilityForAnnouncementResult = NonNullable<Awaited<ReturnType<typeof eligibilityForAnnouncement>>>;
