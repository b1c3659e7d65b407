/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  CreateNewsletterDto,
  DeliveryList,
  NewsletterClientUpdateDto,
  NewsletterPage,
  NewsletterPreviewList,
  NewsletterView,
  NewslettersListParams,
  NewslettersPreviewParams,
  SubscribeDto,
  SubscriberDetailView,
  SubscriberList,
  SubscriberView,
  SubscribersListParams,
  UpdateNewsletterDto,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const newslettersList = (
  projectId: number,
  params?: NewslettersListParams,
  options?: SecondParameter<typeof send<NewsletterPage>>,
) => {
  return send<NewsletterPage>({ url: `/api/projects/${projectId}/newsletters`, method: 'GET', params }, options);
};
export const newslettersCreate = (
  projectId: number,
  createNewsletterDto: CreateNewsletterDto,
  options?: SecondParameter<typeof send<NewsletterView>>,
) => {
  return send<NewsletterView>(
    {
      url: `/api/projects/${projectId}/newsletters`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: createNewsletterDto,
    },
    options,
  );
};
export const newslettersClientUpdate = (
  projectId: number,
  newsletterClientUpdateDto: NewsletterClientUpdateDto,
  options?: SecondParameter<typeof send<NewsletterView>>,
) => {
  return send<NewsletterView>(
    {
      url: `/api/projects/${projectId}/newsletters/client-update`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: newsletterClientUpdateDto,
    },
    options,
  );
};
export const newslettersGet = (projectId: number, newsletterId: number, options?: SecondParameter<typeof send<NewsletterView>>) => {
  return send<NewsletterView>({ url: `/api/projects/${projectId}/newsletters/${newsletterId}`, method: 'GET' }, options);
};
export const newslettersUpdate = (
  projectId: number,
  newsletterId: number,
  updateNewsletterDto: UpdateNewsletterDto,
  options?: SecondParameter<typeof send<NewsletterView>>,
) => {
  return send<NewsletterView>(
    {
      url: `/api/projects/${projectId}/newsletters/${newsletterId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: updateNewsletterDto,
    },
    options,
  );
};
export const newslettersRemove = (projectId: number, newsletterId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/newsletters/${newsletterId}`, method: 'DELETE' }, options);
};
export const newslettersSend = (projectId: number, newsletterId: number, options?: SecondParameter<typeof send<NewsletterView>>) => {
  return send<NewsletterView>({ url: `/api/projects/${projectId}/newsletters/${newsletterId}/send`, method: 'POST' }, options);
};
export const newslettersPreview = (
  projectId: number,
  newsletterId: number,
  params?: NewslettersPreviewParams,
  options?: SecondParameter<typeof send<NewsletterPreviewList>>,
) => {
  return send<NewsletterPreviewList>(
    { url: `/api/projects/${projectId}/newsletters/${newsletterId}/preview`, method: 'GET', params },
    options,
  );
};
export const newslettersDeliveries = (projectId: number, newsletterId: number, options?: SecondParameter<typeof send<DeliveryList>>) => {
  return send<DeliveryList>({ url: `/api/projects/${projectId}/newsletters/${newsletterId}/deliveries`, method: 'GET' }, options);
};
export const subscribersList = (
  projectId: number,
  params?: SubscribersListParams,
  options?: SecondParameter<typeof send<SubscriberList>>,
) => {
  return send<SubscriberList>({ url: `/api/projects/${projectId}/newsletter-subscribers`, method: 'GET', params }, options);
};
export const subscribersSubscribe = (
  projectId: number,
  subscribeDto: SubscribeDto,
  options?: SecondParameter<typeof send<SubscriberView>>,
) => {
  return send<SubscriberView>(
    {
      url: `/api/projects/${projectId}/newsletter-subscribers`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: subscribeDto,
    },
    options,
  );
};
export const subscribersGet = (projectId: number, subscriberId: number, options?: SecondParameter<typeof send<SubscriberDetailView>>) => {
  return send<SubscriberDetailView>({ url: `/api/projects/${projectId}/newsletter-subscribers/${subscriberId}`, method: 'GET' }, options);
};
export const subscribersUnsubscribe = (projectId: number, subscriberId: number, options?: SecondParameter<typeof send<SubscriberView>>) => {
  return send<SubscriberView>({ url: `/api/projects/${projectId}/newsletter-subscribers/${subscriberId}`, method: 'DELETE' }, options);
};
export type NewslettersListResult = NonNullable<Awaited<ReturnType<typeof newslettersList>>>;
export type NewslettersCreateResult = NonNullable<Awaited<ReturnType<typeof newslettersCreate>>>;
export type NewslettersClientUpdateResult = NonNullable<Awaited<ReturnType<typeof newslettersClientUpdate>>>;
export type NewslettersGetResult = NonNullable<Awaited<ReturnType<typeof newslettersGet>>>;
export type NewslettersUpdateResult = NonNullable<Awaited<ReturnType<typeof newslettersUpdate>>>;
export type NewslettersRemoveResult = NonNullable<Awaited<ReturnType<typeof newslettersRemove>>>;
export type NewslettersSendResult = NonNullable<Awaited<ReturnType<typeof newslettersSend>>>;
export type NewslettersPreviewResult = NonNullable<Awaited<ReturnType<typeof newslettersPreview>>>;
export type NewslettersDeliveriesResult = NonNullable<Awaited<ReturnType<typeof newslettersDeliveries>>>;
export type SubscribersListResult = NonNullable<Awaited<ReturnType<typeof subscribersList>>>;
export type SubscribersSubscribeResult = NonNullable<Awaited<ReturnType<typeof subscribersSubscribe>>>;
export type SubscribersGetResult = NonNullable<Awaited<ReturnType<typeof subscribersGet>>>;
export type SubscribersUnsubscribeResult = NonNullable<Awaited<ReturnType<typeof subscribersUnsubscribe>>>;
