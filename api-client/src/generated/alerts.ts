/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { ActiveAlertView } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const alertsActive = (options?: SecondParameter<typeof send<ActiveAlertView>>) => {
  return send<ActiveAlertView>({ url: `/api/alerts/active`, method: 'GET' }, options);
};
export type AlertsActiveResult = NonNullable<Awaited<ReturnType<typeof alertsActive>>>;
