import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Permission } from './permissions';
import type { ModuleName } from '../../modules/projects/project.entity';

export const AUTH_METADATA = 'bandi:auth';

/**
 * Who may call a handler. Exactly one of:
 * - `{ public: true }`: anyone (login, csrf-cookie, health, registry, public pages);
 * - `{ permission }`: a logged-in, active user whose role holds the permission (permissions.ts).
 * With `project: true` the route has a `:projectId` parameter: the guard answers 404 unless the
 * environment exists and the user belongs to it (administrators belong to all), and with
 * `module` it answers 403 when that module is switched off for the environment (DESIGN.md §2).
 */
export type AuthOptions =
  | { public: true }
  | {
      permission: Permission;
      project?: boolean;
      module?: ModuleName;
      /**
       * Also open while the user's `must_change_password` is set (profile GET, the password
       * change, and what the page around the profile shows: the environment's own record and the
       * active alert; every other logged-in route answers 403 `password_change_required` then).
       */
      duringPasswordChange?: boolean;
    };

/** The one composite auth decorator every handler carries (Immich style). */
export function Auth(options: AuthOptions): MethodDecorator & ClassDecorator {
  const decorators: (ClassDecorator | MethodDecorator | PropertyDecorator)[] = [SetMetadata(AUTH_METADATA, options)];
  if (!('public' in options)) {
    decorators.push(
      ApiCookieAuth(),
      ApiBearerAuth(),
      ApiUnauthorizedResponse({ description: 'Non autenticato' }),
      ApiForbiddenResponse({ description: 'Non autorizzato' }),
    );
  }
  return applyDecorators(...decorators);
}
