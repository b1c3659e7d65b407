/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  NotificationPage,
  NotificationUnreadCount,
  NotificationView,
  NotificationsListParams,
  NotificationsReadAll,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const notificationsList = (
  projectId: number,
  params?: NotificationsListParams,
  options?: SecondParameter<typeof send<NotificationPage>>,
) => {
  return send<NotificationPage>({ url: `/api/projects/${projectId}/notifications`, method: 'GET', params }, options);
};
export const notificationsUnreadCount = (projectId: number, options?: SecondParameter<typeof send<NotificationUnreadCount>>) => {
  return send<NotificationUnreadCount>({ url: `/api/projects/${projectId}/notifications/unread-count`, method: 'GET' }, options);
};
export const notificationsReadAll = (projectId: number, options?: SecondParameter<typeof send<NotificationsReadAll>>) => {
  return send<NotificationsReadAll>({ url: `/api/projects/${projectId}/notifications/read-all`, method: 'POST' }, options);
};
export const notificationsRead = (projectId: number, notificationId: number, options?: SecondParameter<typeof send<NotificationView>>) => {
  return send<NotificationView>({ url: `/api/projects/${projectId}/notifications/${notificationId}/read`, method: 'POST' }, options);
};
export type NotificationsListResult = NonNullable<Awaited<ReturnType<typeof notificationsList>>>;
export type NotificationsUnreadCountResult = NonNullable<Awaited<ReturnType<typeof notificationsUnreadCount>>>;
export type NotificationsReadAllResult = NonNullable<Awaited<ReturnType<typeof notificationsReadAll>>>;
export type NotificationsReadResult = NonNullable<Awaited<ReturnType<typeof notificationsRead>>>;
