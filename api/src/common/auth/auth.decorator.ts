import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto, ValidationErrorBodyDto } from '../http/api-responses';
import type { Permission } from './permissions';
import type { ModuleName } from '../../modules/projects/project.entity';

export const AUTH_METADATA = 'bandi:auth';

/**
 * Who may call a handler. Exactly one of:
 * - `{ public: true }`: anyone (login, csrf-cookie, health, registry, public pages);
 * - `{ permission }`: a logged-in, active user whose role holds the permission (permissions.ts).
 * With `project: true` the route has a `:projectId` parameter: the guard answers 404 unless the
 * environment exists and the user belongs to it (administrators belong to all), and with
 * `module` it answers 403 when that module is switched off for the environment (docs/architecture.md#front-ends-and-module-federation).
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

/**
 * The one composite auth decorator every handler carries (Immich style). It also documents the
 * common error bodies (docs/api-contract.md, "Errors"): 422 on every route, 401/403 on logged-in
 * routes, and for `project: true` the `projectId` path parameter with its 404.
 */
export function Auth(options: AuthOptions): MethodDecorator & ClassDecorator {
  const decorators: (ClassDecorator | MethodDecorator | PropertyDecorator)[] = [
    SetMetadata(AUTH_METADATA, options),
    ApiUnprocessableEntityResponse({ description: 'Dati non validi', type: ValidationErrorBodyDto }),
  ];
  if (!('public' in options)) {
    decorators.push(
      ApiCookieAuth(),
      ApiBearerAuth(),
      ApiUnauthorizedResponse({ description: 'Non autenticato', type: ErrorBodyDto }),
      ApiForbiddenResponse({ description: 'Non autorizzato', type: ErrorBodyDto }),
    );
    if (options.project) {
      decorators.push(
        ApiParam({ name: 'projectId', type: 'integer', description: 'Id dell’ambiente' }),
        ApiNotFoundResponse({ description: 'Ambiente o record non trovato (o di un altro ambiente)', type: ErrorBodyDto }),
      );
    }
  }
  return applyDecorators(...decorators);
}
