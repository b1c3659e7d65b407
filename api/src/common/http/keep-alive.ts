import type { Server } from 'node:http';

/**
 * How long (ms) the server keeps an idle keep-alive connection open. Node's default (5 s) equals
 * the idle timeout of Node's own keep-alive clients and is shorter than the usual reverse proxy's
 * upstream idle time (nginx 60 s, AWS ALB 60 s): a client that reuses a socket at the very moment
 * the server closes it gets ECONNRESET on a request the server never saw. Longer than 60 s, the
 * client or the proxy always closes first (docs/architecture.md "Start and stop").
 */
export const HTTP_KEEP_ALIVE_MS = 65_000;

/**
 * Applies HTTP_KEEP_ALIVE_MS to `server`; the header timeout must exceed it (Node measures both
 * from the same idle start), so it is one second longer.
 */
export function configureKeepAlive(server: Server, keepAliveMs = HTTP_KEEP_ALIVE_MS): void {
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
}
