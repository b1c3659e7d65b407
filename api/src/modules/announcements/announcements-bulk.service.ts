import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { bulkRefusal } from '../../common/http/bulk-refusal';
import { invalidInput } from '../../common/http/validation';
import type { AnnouncementDetail, Ctx } from './announcement-columns';
import {
  ANNOUNCEMENTS_BULK_MAX,
  type AnnouncementBulkDto,
  type AnnouncementBulkFilterDto,
  type AnnouncementBulkResultView,
  type AnnouncementBulkView,
} from './announcements-bulk.dto';
import { AnnouncementsService } from './announcements.service';

/** Italian reasons of a refused call. */
export const ANNOUNCEMENT_BULK_REASONS = {
  notFound: 'Bando non trovato',
  published: 'Il bando è già pubblicato',
  draft: 'Il bando è già in bozza',
  stale: 'Bando modificato da un altro utente',
  forbidden: 'Non puoi modificare questo bando qui',
  failed: 'Errore imprevisto: il bando non è stato modificato',
} as const;

/** Rows read per page when the filter selects the announcements. */
const PAGE = 100;

/**
 * Bulk actions of the announcement lists (issue 37; docs/api.md "Announcement bulk actions"):
 * publish, back to draft (`unpublish`) or delete up to ANNOUNCEMENTS_BULK_MAX calls, in the global
 * area (`ctx.projectId` null) or in an environment, each through the single edit
 * (AnnouncementsService.update / remove: the tabs the user may edit, the publication rules of
 * docs/rules.md#form-rules, the version read by the action, the audit entry, the verdict store's
 * job) in its own transaction; a result per announcement, done or refused with the Italian reason (an announcement
 * another area's, one that lacks what publishing needs with its fields' messages). It runs in the
 * request, as the task and call log actions do.
 */
@Injectable()
export class AnnouncementsBulkService {
  private readonly logger = new Logger('AnnouncementsBulk');

  constructor(private readonly announcements: AnnouncementsService) {}

  /**
   * Runs `dto.action` on the announcements selected (`ids`, or every announcement `filter` selects in this area):
   * `{action, total, done, refused, results: [{announcement_id, name, outcome, reason}]}` in the order selected.
   * @throws UnprocessableEntityException 422 (Italian, per field): neither or both of ids / filter;
   *   no announcement or more than ANNOUNCEMENTS_BULK_MAX matching.
   */
  async run(ctx: Ctx, dto: AnnouncementBulkDto): Promise<AnnouncementBulkView> {
    if (!dto.ids === !dto.filter) throw invalidInput({ ids: ['Indica i bandi (ids) oppure il filtro della lista (filter), non entrambi'] });
    const ids = dto.ids ? [...new Set(dto.ids)] : await this.matching(ctx, dto.filter!);
    if (!ids.length) throw invalidInput({ filter: ['Nessun bando corrisponde al filtro'] });
    if (ids.length > ANNOUNCEMENTS_BULK_MAX)
      throw invalidInput({ filter: [`Al massimo ${ANNOUNCEMENTS_BULK_MAX} bandi alla volta: restringi il filtro`] });
    const results: AnnouncementBulkResultView[] = [];
    for (const id of ids) results.push(await this.one(ctx, dto, id));
    const done = results.filter((r) => r.outcome === 'done').length;
    return { action: dto.action, total: results.length, done, refused: results.length - done, results };
  }

  /** The ids the list's query selects in this area, in its order, at most one more than the bound. */
  private async matching(ctx: Ctx, filter: AnnouncementBulkFilterDto): Promise<number[]> {
    const ids: number[] = [];
    for (let skip = 0; ids.length <= ANNOUNCEMENTS_BULK_MAX; skip += PAGE) {
      const page = await this.announcements.list(ctx, { ...filter, skip, take: PAGE });
      ids.push(...page.data.map((a) => a.id));
      if (page.data.length < PAGE) break;
    }
    return ids;
  }

  /** One announcement: read as the user sees it here, then the single edit with the version read; the result. */
  private async one(ctx: Ctx, dto: AnnouncementBulkDto, id: number): Promise<AnnouncementBulkResultView> {
    let call: AnnouncementDetail;
    try {
      call = await this.announcements.detail(ctx, id);
    } catch (err) {
      if (err instanceof NotFoundException)
        return { announcement_id: id, name: null, outcome: 'refused', reason: ANNOUNCEMENT_BULK_REASONS.notFound };
      throw err;
    }
    const name = String(call.name);
    const refuse = (reason: string): AnnouncementBulkResultView => ({ announcement_id: id, name, outcome: 'refused', reason });
    if (dto.action === 'publish' && call.status === 'published') return refuse(ANNOUNCEMENT_BULK_REASONS.published);
    if (dto.action === 'unpublish' && call.status === 'draft') return refuse(ANNOUNCEMENT_BULK_REASONS.draft);
    try {
      const version = Number(call.version);
      if (dto.action === 'delete') await this.announcements.remove(ctx, id, version);
      else await this.announcements.update(ctx, id, { status: dto.action === 'publish' ? 'published' : 'draft' }, version);
      return { announcement_id: id, name, outcome: 'done', reason: null };
    } catch (err) {
      // the single edit's refusals too: what publishing needs ("Dati non validi: …"), a tab not editable here
      return refuse(bulkRefusal(err, ANNOUNCEMENT_BULK_REASONS, this.logger, `Bando ${id}`));
    }
  }
}
