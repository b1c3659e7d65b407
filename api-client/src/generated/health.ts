/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { HealthView } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const healthHealth = (options?: SecondParameter<typeof send<HealthView>>) => {
  return send<HealthView>({ url: `/api/health`, method: 'GET' }, options);
};
export type HealthHealthResult = NonNullable<Awaited<ReturnType<typeof healthHealth>>>;
