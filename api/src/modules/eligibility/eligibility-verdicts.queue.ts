import { Logger } from '@nestjs/common';
import type { JobsService, QueueDefinition } from '../jobs/jobs.service';

/**
 * The job that carries pending changes into the eligibility verdict store (issue 32,
 * docs/architecture.md#eligibility-verdict-store). Idempotent: a run with nothing pending does
 * nothing, so extra runs are harmless; a failed run (e.g. a client deleted while its pairs were
 * written) leaves the entries pending and is retried.
 */
export const ELIGIBILITY_VERDICTS_QUEUE: QueueDefinition = {
  name: 'eligibility-verdicts',
  label: 'Verdetti di ammissibilità',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 1800,
};
/** Every minute: catches the writes that do not enqueue the job themselves (imports, bulk actions, scripts). */
export const ELIGIBILITY_VERDICTS_CRON = '* * * * *';

const logger = new Logger('EligibilityVerdicts');

/**
 * Enqueues a run of the verdict store's job after a committed write of a client or an announcement (call
 * it AFTER the transaction: the job then sees the change). Never throws: the write is committed
 * already, and the pending entries its triggers wrote are carried by the next run (cron) anyway.
 * `jobs` is optional for services built by hand (benchmarks) without the job queue.
 */
export async function enqueueVerdicts(jobs: JobsService | undefined): Promise<void> {
  if (!jobs) return;
  try {
    await jobs.send(ELIGIBILITY_VERDICTS_QUEUE.name, { summary: 'Aggiornamento esiti di ammissibilità' });
  } catch (err) {
    logger.warn(`Esiti di ammissibilità: job non accodato (${(err as Error).message}); lo farà il prossimo giro`);
  }
}
