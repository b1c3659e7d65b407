import type { Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** How long (ms) in-flight requests may run after SIGTERM before their sockets are closed. */
export const DRAIN_DEADLINE_MS = 10_000;

/**
 * Graceful shutdown of the HTTP side (docs/architecture.md "Start and stop"):
 * `middleware` counts in-flight requests; `drain()` stops accepting connections, closes idle
 * keep-alive sockets, answers 503 (Connection: close) to any request that still arrives on an
 * open keep-alive connection, lets in-flight requests finish up to the deadline, then closes every
 * socket. Each step is logged.
 */
export class HttpDrain {
  private readonly log = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private idle: (() => void) | null = null;

  /** Fastify `onRequest` hook: install first, before every other hook. */
  readonly onRequest = (_req: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction): void => {
    if (this.draining) {
      void reply
        .header('Connection', 'close')
        .header('Retry-After', '5')
        .status(503)
        .send({ message: 'Il server si sta arrestando: riprova tra qualche secondo' });
      return;
    }
    const res = reply.raw;
    this.inFlight.add(res);
    res.on('close', () => {
      this.inFlight.delete(res);
      if (this.inFlight.size === 0) this.idle?.();
    });
    next();
  };

  /** Requests being served now. */
  get pending(): number {
    return this.inFlight.size;
  }

  /**
   * Stops accepting, lets in-flight requests finish (at most `deadlineMs`), then closes every
   * connection. Resolves with the number of requests cut off by the deadline (0 when all ended).
   */
  async drain(server: Server | undefined, deadlineMs = DRAIN_DEADLINE_MS): Promise<number> {
    if (this.draining) return 0;
    this.draining = true;
    const listening = !!server?.listening;
    if (server && listening) {
      server.close(); // no new connections; its callback fires when the last socket is gone
      server.closeIdleConnections();
      this.log.log('Nuove connessioni rifiutate, connessioni inattive chiuse (stopped accepting, idle keep-alive sockets closed)');
    }
    // responses still to be written tell their client to close the connection afterwards
    for (const res of this.inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    let cut = 0;
    if (this.inFlight.size > 0) {
      const waiting = this.inFlight.size;
      this.log.log(`In attesa di ${waiting} richieste in corso (at most ${deadlineMs} ms)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadlineMs);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      cut = this.inFlight.size;
      if (cut) this.log.warn(`Scadenza raggiunta: ${cut} richieste interrotte (deadline reached, requests cut off)`);
      else this.log.log(`Richieste in corso completate: ${waiting} (in-flight requests finished)`);
    }
    if (server && listening) {
      server.closeAllConnections();
      this.log.log('Connessioni HTTP chiuse (all HTTP connections closed)');
    }
    return cut;
  }
}
