/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  ChangePasswordDto,
  ForgotPasswordDto,
  LoginDto,
  LoginView,
  MessageView,
  MfaCodeDto,
  MfaSetupResponse,
  MfaStatusResponse,
  ProfileUploadBody,
  RecoveryCodesResponse,
  ResetPasswordDto,
  SecuritySettingsDto,
  SecuritySettingsResponse,
  SessionView,
  UpdateProfileDto,
  UserView,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

/**
 * @summary Imposta il cookie XSRF-TOKEN
 */
export const authCsrfCookie = (options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/csrf-cookie`, method: 'GET' }, options);
};
/**
 * @summary Accesso
 */
export const authLogin = (loginDto: LoginDto, options?: SecondParameter<typeof send<LoginView>>) => {
  return send<LoginView>({ url: `/api/login`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: loginDto }, options);
};
export const authLogout = (options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/logout`, method: 'POST' }, options);
};
export const authSession = (options?: SecondParameter<typeof send<SessionView>>) => {
  return send<SessionView>({ url: `/api/session`, method: 'GET' }, options);
};
export const authProfile = (options?: SecondParameter<typeof send<UserView>>) => {
  return send<UserView>({ url: `/api/profile`, method: 'GET' }, options);
};
export const authUpdateProfile = (updateProfileDto: UpdateProfileDto, options?: SecondParameter<typeof send<UserView>>) => {
  return send<UserView>(
    { url: `/api/profile`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: updateProfileDto },
    options,
  );
};
export const authChangePassword = (changePasswordDto: ChangePasswordDto, options?: SecondParameter<typeof send<void>>) => {
  return send<void>(
    { url: `/api/profile/password`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: changePasswordDto },
    options,
  );
};
export const authForgotPassword = (forgotPasswordDto: ForgotPasswordDto, options?: SecondParameter<typeof send<MessageView>>) => {
  return send<MessageView>(
    { url: `/api/forgot-password`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: forgotPasswordDto },
    options,
  );
};
export const authResetPassword = (resetPasswordDto: ResetPasswordDto, options?: SecondParameter<typeof send<void>>) => {
  return send<void>(
    { url: `/api/reset-password`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: resetPasswordDto },
    options,
  );
};
export const mfaStatus = (options?: SecondParameter<typeof send<MfaStatusResponse>>) => {
  return send<MfaStatusResponse>({ url: `/api/profile/mfa`, method: 'GET' }, options);
};
export const mfaSetup = (options?: SecondParameter<typeof send<MfaSetupResponse>>) => {
  return send<MfaSetupResponse>({ url: `/api/profile/mfa/setup`, method: 'POST' }, options);
};
export const mfaEnable = (mfaCodeDto: MfaCodeDto, options?: SecondParameter<typeof send<RecoveryCodesResponse>>) => {
  return send<RecoveryCodesResponse>(
    { url: `/api/profile/mfa/enable`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: mfaCodeDto },
    options,
  );
};
export const mfaDisable = (mfaCodeDto: MfaCodeDto, options?: SecondParameter<typeof send<void>>) => {
  return send<void>(
    { url: `/api/profile/mfa/disable`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: mfaCodeDto },
    options,
  );
};
export const mfaRegenerate = (mfaCodeDto: MfaCodeDto, options?: SecondParameter<typeof send<RecoveryCodesResponse>>) => {
  return send<RecoveryCodesResponse>(
    { url: `/api/profile/mfa/recovery-codes`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: mfaCodeDto },
    options,
  );
};
export const mfaReset = (userId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/users/${userId}/mfa/reset`, method: 'POST' }, options);
};
export const mfaSettings = (options?: SecondParameter<typeof send<SecuritySettingsResponse>>) => {
  return send<SecuritySettingsResponse>({ url: `/api/settings/security`, method: 'GET' }, options);
};
export const mfaUpdateSettings = (
  securitySettingsDto: SecuritySettingsDto,
  options?: SecondParameter<typeof send<SecuritySettingsResponse>>,
) => {
  return send<SecuritySettingsResponse>(
    { url: `/api/settings/security`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: securitySettingsDto },
    options,
  );
};
export const profileUpload = (profileUploadBody: ProfileUploadBody, options?: SecondParameter<typeof send<UserView>>) => {
  const formData = new FormData();
  if (profileUploadBody.file !== undefined) {
    formData.append(`file`, profileUploadBody.file);
  }

  return send<UserView>(
    { url: `/api/profile/logo`, method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: formData },
    options,
  );
};
export const profileClear = (options?: SecondParameter<typeof send<UserView>>) => {
  return send<UserView>({ url: `/api/profile/logo`, method: 'DELETE' }, options);
};
export const profileImage = (fileId: string, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/avatars/${fileId}`, method: 'GET', responseType: 'blob' }, options);
};
export type AuthCsrfCookieResult = NonNullable<Awaited<ReturnType<typeof authCsrfCookie>>>;
export type AuthLoginResult = NonNullable<Awaited<ReturnType<typeof authLogin>>>;
export type AuthLogoutResult = NonNullable<Awaited<ReturnType<typeof authLogout>>>;
export type AuthSessionResult = NonNullable<Awaited<ReturnType<typeof authSession>>>;
export type AuthProfileResult = NonNullable<Awaited<ReturnType<typeof authProfile>>>;
export type AuthUpdateProfileResult = NonNullable<Awaited<ReturnType<typeof authUpdateProfile>>>;
export type AuthChangePasswordResult = NonNullable<Awaited<ReturnType<typeof authChangePassword>>>;
export type AuthForgotPasswordResult = NonNullable<Awaited<ReturnType<typeof authForgotPassword>>>;
export type AuthResetPasswordResult = NonNullable<Awaited<ReturnType<typeof authResetPassword>>>;
export type MfaStatusResult = NonNullable<Awaited<ReturnType<typeof mfaStatus>>>;
export type MfaSetupResult = NonNullable<Awaited<ReturnType<typeof mfaSetup>>>;
export type MfaEnableResult = NonNullable<Awaited<ReturnType<typeof mfaEnable>>>;
export type MfaDisableResult = NonNullable<Awaited<ReturnType<typeof mfaDisable>>>;
export type MfaRegenerateResult = NonNullable<Awaited<ReturnType<typeof mfaRegenerate>>>;
export type MfaResetResult = NonNullable<Awaited<ReturnType<typeof mfaReset>>>;
export type MfaSettingsResult = NonNullable<Awaited<ReturnType<typeof mfaSettings>>>;
export type MfaUpdateSettingsResult = NonNullable<Awaited<ReturnType<typeof mfaUpdateSettings>>>;
export type ProfileUploadResult = NonNullable<Awaited<ReturnType<typeof profileUpload>>>;
export type ProfileClearResult = NonNullable<Awaited<ReturnType<typeof profileClear>>>;
export type ProfileImageResult = NonNullable<Awaited<ReturnType<typeof profileImage>>>;
