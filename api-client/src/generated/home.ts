/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { HomeSeenView, HomeView, StartPageDto, UserView } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const homeGet = (projectId: number, options?: SecondParameter<typeof send<HomeView>>) => {
  return send<HomeView>({ url: `/api/projects/${projectId}/home`, method: 'GET' }, options);
};
export const homeSeen = (projectId: number, options?: SecondParameter<typeof send<HomeSeenView>>) => {
  return send<HomeSeenView>({ url: `/api/projects/${projectId}/home/seen`, method: 'POST' }, options);
};
export const homeStartPage = (startPageDto: StartPageDto, options?: SecondParameter<typeof send<UserView>>) => {
  return send<UserView>(
    { url: `/api/profile/start-page`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: startPageDto },
    options,
  );
};
export type HomeGetResult = NonNullable<Awaited<ReturnType<typeof homeGet>>>;
export type HomeSeenResult = NonNullable<Awaited<ReturnType<typeof homeSeen>>>;
export type HomeStartPageResult = NonNullable<Awaited<ReturnType<typeof homeStartPage>>>;
