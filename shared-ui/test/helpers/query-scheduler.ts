/**
 * TanStack Query tells its observers about a new answer in a task of its own (`setTimeout(cb, 0)`,
 * query-core's notifyManager): in the browser one batch per tick. In the unit tests it tells them
 * in a microtask instead, so an `act()` that resolves a request also renders its answer (a
 * timer of the query could fire after the act, outside it, on a loaded machine:
 * usePagedList.test.tsx, "ignores (and aborts) an answer…", which resolves requests by hand inside
 * `act`). Loaded for shared-ui's test files only (shared-ui/jest.config.cjs): the forms of the
 * shell's tests (client-duplicates.test.tsx) became several times slower with it, and their
 * waits do not need it.
 */
import { notifyManager } from '@tanstack/react-query';

notifyManager.setScheduler((callback) => queueMicrotask(callback));
