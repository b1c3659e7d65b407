import type { ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter } from '../src/common/http/exception.filter';

/** What the exception filter sent for one exception: status, headers (lower-case names) and body. */
export interface FilterAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * Runs the API's exception filter (AllExceptionsFilter, docs/api-contract.md#errors) on
 * `exception` with a Fastify reply that records what is sent, and returns it: the filter's own
 * decisions (status, Italian message, code, Retry-After) without an app or a database.
 */
export function filterAnswer(exception: unknown): FilterAnswer {
  const out: FilterAnswer = { status: 0, headers: {}, body: {} };
  const reply = {
    sent: false,
    raw: { headersSent: false },
    hasHeader: (name: string) => name.toLowerCase() in out.headers,
    header(name: string, value: string) {
      out.headers[name.toLowerCase()] = value;
      return reply;
    },
    status(code: number) {
      out.status = code;
      return reply;
    },
    send(body: Record<string, unknown>) {
      out.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({}) }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return out;
}
