import {
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { API_ERRORS, apiErrorMessage, apiErrorWireCode, type ApiErrorCode, type ApiErrorValues } from '@bandi/domain';

/**
 * Refusals of the API for a reason of its own (docs/api-contract.md#errors): the status, code and
 * Italian message of the catalogue of `@bandi/domain` (domain/src/api-errors.ts). Each is an
 * instance of Nest's exception of its status (a `clients.not_found` is a NotFoundException, which
 * the bulk actions and the concurrency guard test for) carrying the code; the exception filter
 * answers `{message, code}` and shows no other text than the catalogue's, a 422's field messages
 * and its Italian defaults per status (common/http/exception.filter.ts).
 */

const BRAND = Symbol('bandi:api-error');

/** An exception of the catalogue: Nest's exception of its status, with the code. */
export type ApiError = HttpException & {
  /** The catalogue code, e.g. `clients.not_found`. */
  readonly code: ApiErrorCode;
  /** Seconds to wait, sent as Retry-After by the filter (a 429). */
  retryAfterSeconds?: number;
};

/** True for an exception of the catalogue (thrown through {@link apiError} or one of the classes below). */
export function isApiError(e: unknown): e is ApiError {
  return e instanceof HttpException && (e as unknown as Record<symbol, unknown>)[BRAND] === true;
}

/** 429: Nest has no class of its own for it. */
class TooManyRequestsException extends HttpException {
  constructor(body: object) {
    super(body, 429);
  }
}

/** A class of the catalogue's errors: `new NotFoundError('clients.not_found')`, or a module's subclass. */
export type ApiErrorClass<E extends HttpException> = new (code: ApiErrorCode, ...values: unknown[]) => E & ApiError;

/**
 * The class of the catalogue's errors of one status, on Nest's class of that status.
 * @throws Error at construction when the code's status is not the class's (a programming error)
 */
function coded<E extends HttpException>(Nest: new (body: object) => E): ApiErrorClass<E> {
  const Base = Nest as unknown as new (body: object) => HttpException;
  class Coded extends Base {
    readonly code: ApiErrorCode;
    retryAfterSeconds?: number;
    readonly [BRAND] = true;

    constructor(code: ApiErrorCode, ...values: unknown[]) {
      super({ message: (apiErrorMessage as (c: ApiErrorCode, ...v: unknown[]) => string)(code, ...values), code: apiErrorWireCode(code) });
      this.code = code;
      if (this.getStatus() !== API_ERRORS[code].status) {
        throw new Error(`${code}: status ${API_ERRORS[code].status}, class ${this.getStatus()}`);
      }
    }
  }
  return Coded as unknown as ApiErrorClass<E>;
}

/** A 401 of the catalogue. */
export const UnauthorizedError = coded(UnauthorizedException);
/** A 403 of the catalogue. */
export const ForbiddenError = coded(ForbiddenException);
/** A 404 of the catalogue. */
export const NotFoundError = coded(NotFoundException);
/** A 409 of the catalogue. */
export const ConflictError = coded(ConflictException);
/** A 410 of the catalogue. */
export const GoneError = coded(GoneException);
/** A 415 of the catalogue. */
export const UnsupportedMediaTypeError = coded(UnsupportedMediaTypeException);
/** A 429 of the catalogue. */
export const TooManyRequestsError = coded(TooManyRequestsException);
/** A 503 of the catalogue. */
export const ServiceUnavailableError = coded(ServiceUnavailableException);

const BY_STATUS: Record<number, ApiErrorClass<HttpException>> = {
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  415: UnsupportedMediaTypeError,
  429: TooManyRequestsError,
  503: ServiceUnavailableError,
};

/**
 * The exception of `code`, its message filled with `values` where the catalogue's message names
 * some: `throw apiError('clients.not_found')` (404 "Cliente non trovato"),
 * `apiError('releases.version_exists', '1.2.0', 'mf_calls')` (409).
 * @throws Error when the catalogue gives the code a status without a class here (a programming error)
 */
export function apiError<C extends ApiErrorCode>(code: C, ...values: ApiErrorValues<C>): ApiError {
  const Class = BY_STATUS[API_ERRORS[code].status];
  if (!Class) throw new Error(`${code}: no exception class for status ${API_ERRORS[code].status}`);
  return new Class(code, ...values);
}
