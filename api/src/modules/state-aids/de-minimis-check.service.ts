import { Injectable } from '@nestjs/common';
import {
  deMinimisHeadroom,
  fits,
  formatEuro,
  todayInRome,
  type DeMinimisAid,
  type DeMinimisRegulation,
  type SingleUndertaking,
} from '@bandi/domain';
import { DataSource } from 'typeorm';
import type { Queryable, Row } from '../../common/tenancy/tenant-query';
import type { DeMinimisCheckView } from './state-aids.response';
import { StateAidsRepository } from './state-aids.repository';
import { readSingleUndertaking } from './state-aids.service';
import { memberAids } from './undertaking';
import { UndertakingOperationsRepository } from './undertaking-operations.repository';

/** One (client, call) pair of an eligibility page. */
export interface DeMinimisPair {
  client_id: number;
  announcement_id: number;
}

/**
 * What the check reads of an announcement: whether it is granted under de minimis and under which
 * regulation (`de_minimis_regulation`, docs/domain.md#de-minimis-regulations; null or absent:
 * general), its maximum aid in EUR (`grant_max`, null when not stated) and its closing date
 * (YYYY-MM-DD, null when open-ended).
 */
export interface DeMinimisCall {
  id: number;
  aid_scheme_de_minimis: boolean;
  de_minimis_regulation?: DeMinimisRegulation | null;
  grant_max: number | string | null;
  end_date: string | null;
}

/** Key of a pair in the answer of {@link DeMinimisCheckService.check}. */
export const pairKey = (clientId: number, announcementId: number) => `${clientId}:${announcementId}`;

/**
 * The requirement verdict of each status of the check (docs/domain.md#de-minimis-in-eligibility):
 * the requirement `de_minimis` of a row, and the status stored in `de_minimis_verdicts`.
 */
export const DE_MINIMIS_REQUIREMENT_VERDICT = { fits: 'met', does_not_fit: 'not_met', unknown: 'unknown' } as const;

/** Message of a client without any aid recorded (the check cannot be trusted). */
export const NO_AID_MESSAGE = 'Nessun aiuto registrato: verificare il massimale';

const itDate = (d: string) => d.split('-').reverse().join('/');
const euro = (cents: number) => formatEuro(cents / 100);

/**
 * The de minimis check of eligibility (issue 34; docs/domain.md#de-minimis-in-eligibility): for
 * the (client, call) pairs of one page, whether the announcement's aid fits the headroom of the client's
 * single undertaking under the announcement's de minimis regulation (docs/domain.md#de-minimis-regulations:
 * general Reg. (UE) 2023/2831 unless the announcement says otherwise) at the announcement's closing
 * date (or today for an open-ended call). Computed in TypeScript after the eligibility SQL, for
 * the rows of the page only, with a fixed number of statements whatever the page size: the announcements
 * (one query), the clients with control links or mergers and splits (one query), the aid of every
 * member client (one query); only such a client walks its graph (`undertakingRows` and the
 * operations of its clients, `UndertakingOperationsRepository.around`, as GET …/de-minimis does).
 */
@Injectable()
export class DeMinimisCheckService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: StateAidsRepository,
    private readonly operations: UndertakingOperationsRepository,
  ) {}

  /**
   * The check of each pair whose announcement is under the de minimis scheme, by {@link pairKey}; pairs
   * of other announcements are absent. `today`: the date used for open-ended calls (default today in Italy).
   * `known`: the pairs' calls as the caller already read them (then no statement reads them;
   * without a de minimis call among them the check sends no statement at all). `db`: the handle to
   * read with (default the data source; the verdict store's job passes its transaction's manager:
   * the embedded database has one connection, which that transaction holds).
   */
  async check(
    projectId: number,
    pairs: DeMinimisPair[],
    today = todayInRome(),
    known?: DeMinimisCall[],
    db: Queryable = this.dataSource,
  ): Promise<Map<string, DeMinimisCheckView>> {
    const out = new Map<string, DeMinimisCheckView>();
    if (!pairs.length) return out;
    const tq = this.repo.tenant(db, projectId);
    const calls = new Map<number, Row>();
    // the announcements as the caller read them already (no statement), else read here
    const read =
      known ?? ((await this.repo.announcementsDeMinimis(tq, [...new Set(pairs.map((p) => p.announcement_id))])) as DeMinimisCall[]);
    for (const a of read) if (a.aid_scheme_de_minimis) calls.set(Number(a.id), a as unknown as Row);
    if (!calls.size) return out;
    const wanted = pairs.filter((p) => calls.has(p.announcement_id));
    if (!wanted.length) return out;
    const clientIds = [...new Set(wanted.map((p) => p.client_id))];
    // the single undertaking of each client: itself, unless it has control links or mergers and splits
    const members = new Map<number, { keys: string[]; clients: number[]; unit?: SingleUndertaking; ops?: Row[] }>(
      clientIds.map((id) => [id, { keys: [`client:${id}`], clients: [id] }]),
    );
    for (const id of await this.repo.withControlLinks(tq, clientIds)) {
      const { unit, ops } = await readSingleUndertaking(this.repo, this.operations, tq, id);
      members.set(id, {
        keys: unit.members.map((m) => m.key),
        clients: unit.members.map((m) => m.client_id).filter((c): c is number => c !== null),
        unit,
        ops,
      });
    }
    const aidsByClient = new Map<number, Row[]>();
    for (const r of await this.repo.ofClients(tq, [...new Set([...members.values()].flatMap((m) => m.clients))])) {
      const list = aidsByClient.get(r.client_id as number) ?? [];
      list.push(r);
      aidsByClient.set(r.client_id as number, list);
    }
    for (const p of wanted) {
      const call = calls.get(p.announcement_id)!;
      const unit = members.get(p.client_id)!;
      const rows = unit.clients.flatMap((c) => aidsByClient.get(c) ?? []);
      // a merged or former enterprise counts up to the operation's date, a split for its share (memberAids)
      const aids: DeMinimisAid[] = unit.unit
        ? memberAids(unit.unit, unit.ops ?? [], rows)
        : rows.map((r) => ({
            beneficiary: `client:${r.client_id}`,
            grant_date: r.grant_date as string,
            regulation: r.regulation as string,
            aid_element_cents: r.aid_element_cents as number,
          }));
      const end = call.end_date as string | null;
      const at = end && end > today ? end : today;
      const max = call.grant_max === null || call.grant_max === undefined ? null : Math.round(Number(call.grant_max) * 100);
      const regulation = (call.de_minimis_regulation as DeMinimisRegulation | null | undefined) ?? 'general';
      out.set(pairKey(p.client_id, p.announcement_id), verdict(at, unit.keys, aids, max, regulation));
    }
    return out;
  }
}

/**
 * The check at `at` of an undertaking (`keys`) with `aids` against an announcement's maximum aid `max`
 * (cents, null when the announcement states none) under the announcement's `regulation` (default general): its
 * headroom is the smallest room over the regulation's limits, cumulation included
 * (`DE_MINIMIS_LIMITS`, docs/domain.md#de-minimis-regulations). Exported for the tests.
 */
export function verdict(
  at: string,
  keys: string[],
  aids: DeMinimisAid[],
  max: number | null,
  regulation: DeMinimisRegulation = 'general',
): DeMinimisCheckView {
  const head = deMinimisHeadroom(at, keys, aids).regulations.find((r) => r.regulation === regulation)!;
  const base = {
    regulation: head.regulation,
    at,
    headroom_cents: head.headroom_cents,
    max_aid_cents: max,
    largest_fitting_cents: null,
    aid_recorded: aids.length > 0,
    article: head.binding_article,
  };
  const margin = `margine di ${euro(head.headroom_cents)} al ${itDate(at)}`;
  if (!aids.length) return { ...base, status: 'unknown', message: `${NO_AID_MESSAGE} (${margin} se non ne ha ricevuti)` };
  if (max === null) {
    return head.headroom_cents > 0
      ? { ...base, status: 'fits', message: `Bando senza importo massimo indicato: ${margin}` }
      : { ...base, status: 'does_not_fit', largest_fitting_cents: 0, message: `Massimale de minimis esaurito al ${itDate(at)}` };
  }
  const fit = fits(head, max);
  return fit.fits
    ? { ...base, status: 'fits', article: fit.article, message: `${fit.reason} (al ${itDate(at)})` }
    : {
        ...base,
        status: 'does_not_fit',
        article: fit.article,
        largest_fitting_cents: fit.largest_fitting_cents,
        message: `${fit.reason} (al ${itDate(at)})`,
      };
}
