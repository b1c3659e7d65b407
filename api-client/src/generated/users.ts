/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { AdminUserPage, AdminUserView, CreateUserDto, UpdateUserDto, UsersListParams } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const usersList = (params?: UsersListParams, options?: SecondParameter<typeof send<AdminUserPage>>) => {
  return send<AdminUserPage>({ url: `/api/users`, method: 'GET', params }, options);
};
export const usersCreate = (createUserDto: CreateUserDto, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>(
    { url: `/api/users`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: createUserDto },
    options,
  );
};
export const usersGet = (userId: number, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>({ url: `/api/users/${userId}`, method: 'GET' }, options);
};
export const usersUpdate = (userId: number, updateUserDto: UpdateUserDto, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>(
    { url: `/api/users/${userId}`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: updateUserDto },
    options,
  );
};
export const usersPatch = (userId: number, updateUserDto: UpdateUserDto, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>(
    { url: `/api/users/${userId}`, method: 'PATCH', headers: { 'Content-Type': 'application/json' }, data: updateUserDto },
    options,
  );
};
export const usersDeactivate = (userId: number, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>({ url: `/api/users/${userId}/deactivate`, method: 'POST' }, options);
};
export const usersActivate = (userId: number, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>({ url: `/api/users/${userId}/activate`, method: 'POST' }, options);
};
export type UsersListResult = NonNullable<Awaited<ReturnType<typeof usersList>>>;
export type UsersCreateResult = NonNullable<Awaited<ReturnType<typeof usersCreate>>>;
export type UsersGetResult = NonNullable<Awaited<ReturnType<typeof usersGet>>>;
export type UsersUpdateResult = NonNullable<Awaited<ReturnType<typeof usersUpdate>>>;
export type UsersPatchResult = NonNullable<Awaited<ReturnType<typeof usersPatch>>>;
export type UsersDeactivateResult = NonNullable<Awaited<ReturnType<typeof usersDeactivate>>>;
export type UsersActivateResult = NonNullable<Awaited<ReturnType<typeof usersActivate>>>;
