/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { JobList, JobsListParams } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const jobsList = (params?: JobsListParams, options?: SecondParameter<typeof send<JobList>>) => {
  return send<JobList>({ url: `/api/admin/jobs`, method: 'GET', params }, options);
};
export const jobsRetry = (queue: string, id: string, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/admin/jobs/${queue}/${id}/retry`, method: 'POST' }, options);
};
export type JobsListResult = NonNullable<Awaited<ReturnType<typeof jobsList>>>;
export type JobsRetryResult = NonNullable<Awaited<ReturnType<typeof jobsRetry>>>;
