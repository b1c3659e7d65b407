import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { bulkRefusal } from '../../common/http/bulk-refusal';
import { invalidInput } from '../../common/http/validation';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import type { CallDetailView } from './call.response';
import { CALLS_BULK_MAX, type CallBulkDto, type CallBulkResultView, type CallBulkView } from './calls-bulk.dto';
import { CallsService } from './calls.service';

/** Italian reasons of a refused call log. */
export const CALL_BULK_REASONS = {
  notFound: 'Richiesta non trovata',
  sameStatus: 'La richiesta ha già questo stato',
  stale: 'Richiesta modificata da un altro utente',
  forbidden: 'Non puoi modificare questa richiesta',
  failed: 'Errore imprevisto: la richiesta non è stata modificata',
} as const;

/** "18/11/2026 - Officine Rossi S.r.l.": how a call log is named in the results. */
function labelOf(call: CallDetailView): string {
  const [y, m, d] = call.call_date.split('-');
  const who = call.client_name ?? call.company_name;
  return `${d}/${m}/${y}${who ? ` - ${who}` : ''}`;
}

/**
 * Bulk actions of the call log list (issue 37; docs/api.md "Call log bulk actions"): archive,
 * restore, or set the status of up to CALLS_BULK_MAX call logs, each through the single action's
 * rules (CallsService.archive / restore / update: visibility, an archived call restored before it
 * changes, the version read by the action) in its own write; a result per call log, done or
 * refused with the Italian reason. Like the tasks' bulk actions it runs in the request: call logs
 * of an environment are hundreds, and the answer has every one done or refused.
 */
@Injectable()
export class CallsBulkService {
  private readonly logger = new Logger('CallsBulk');

  constructor(private readonly calls: CallsService) {}

  /**
   * Runs `dto.action` on the call logs selected (`ids`, or every call `filter` selects): answers
   * `{action, total, done, refused, results: [{call_id, label, outcome, reason}]}` in the order selected.
   * @throws UnprocessableEntityException 422 (Italian, per field): neither or both of ids / filter;
   *   `status` missing for `set_status`; no call log or more than CALLS_BULK_MAX matching.
   */
  async run(user: User, project: Project, dto: CallBulkDto): Promise<CallBulkView> {
    if (!dto.ids === !dto.filter)
      throw invalidInput({ ids: ['Indica le richieste (ids) oppure il filtro della lista (filter), non entrambi'] });
    if (dto.action === 'set_status' && !dto.status) throw invalidInput({ status: ['Indica lo stato'] });
    const ids = dto.ids ? [...new Set(dto.ids)] : await this.calls.matchingIds(user, project.id, dto.filter!, CALLS_BULK_MAX + 1);
    if (!ids.length) throw invalidInput({ filter: ['Nessuna richiesta corrisponde al filtro'] });
    if (ids.length > CALLS_BULK_MAX)
      throw invalidInput({ filter: [`Al massimo ${CALLS_BULK_MAX} richieste alla volta: restringi il filtro`] });
    const results: CallBulkResultView[] = [];
    for (const id of ids) results.push(await this.one(user, project, dto, id));
    const done = results.filter((r) => r.outcome === 'done').length;
    return { action: dto.action, total: results.length, done, refused: results.length - done, results };
  }

  /** One call log: read as the user sees it, then the single action with the version read; the result. */
  private async one(user: User, project: Project, dto: CallBulkDto, id: number): Promise<CallBulkResultView> {
    let call: CallDetailView;
    try {
      call = await this.calls.get(user, project.id, id);
    } catch (err) {
      if (err instanceof NotFoundException) return { call_id: id, label: null, outcome: 'refused', reason: CALL_BULK_REASONS.notFound };
      throw err;
    }
    const label = labelOf(call);
    const refuse = (reason: string): CallBulkResultView => ({ call_id: id, label, outcome: 'refused', reason });
    if (dto.action === 'set_status' && call.status === dto.status) return refuse(CALL_BULK_REASONS.sameStatus);
    try {
      if (dto.action === 'archive') await this.calls.archive(user, project, id, call.version);
      else if (dto.action === 'restore') await this.calls.restore(user, project, id, call.version);
      else await this.calls.update(user, project, id, { status: dto.status }, call.version);
      return { call_id: id, label, outcome: 'done', reason: null };
    } catch (err) {
      // the single action's refusals too: "La richiesta è già archiviata", "… non è archiviata", "… ripristinala prima"
      return refuse(bulkRefusal(err, CALL_BULK_REASONS, this.logger, `Richiesta ${id}`));
    }
  }
}
