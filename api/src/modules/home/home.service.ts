import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_EXPIRING_DAYS, todayInRome } from '@bandi/domain';
import { hasPermission } from '../../common/auth/permissions';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { EligibilityService } from '../eligibility/eligibility.service';
import { NEGOTIATION_STAGES } from '../negotiations/negotiation.dto';
import type { User } from '../users/user.entity';
import { HomeRepository, type HomeOwner } from './home.repository';
import type { HomeClosing, HomeClosingAnnouncement, HomePipeline, HomeSeenView, HomeView } from './home.response';

/**
 * How many announcements closing in the next 30 days are judged against my clients, soonest first. The
 * verdicts come from EligibilityService one announcement at a time (two statements per announcement: eligible,
 * unknown), so the page's cost is bounded; past the bound `closing.limited` is true.
 */
export const HOME_CLOSING_CALLS = 30;
/** Eligible clients named per announcement. */
const NAMED_CLIENTS = 3;
/** Without a visit marked, the news are those of the last 7 days. */
const FIRST_VISIT_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** Whose clients are "mine": administrators (system or local) of the environment see all of them. */
function ownerOf(user: User): HomeOwner {
  return user.type === 'administrator' || user.type === 'local-administrator' ? { all: true } : { all: false, userId: user.id };
}

const eur = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/**
 * La mia giornata (issue 37, docs/api.md "La mia giornata"): for the current user in one
 * environment, the announcements closing soon that fit their clients, the news since their last visit,
 * their tasks due, their pipeline in numbers, their clients' documents expired or expiring
 * (issue 35, docs/domain.md#client-documents), and for administrators the clients without a
 * manager. "My clients" are the clients the user manages (`client_managers`); for an
 * administrator or local administrator every client of the environment.
 */
@Injectable()
export class HomeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: HomeRepository,
    private readonly eligibility: EligibilityService,
  ) {}

  /** The whole page: see {@link HomeView}. */
  async get(user: User, projectId: number): Promise<HomeView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const owner = ownerOf(user);
    const lastVisit = await this.repo.seenAt(tq, user.id);
    const since = lastVisit ?? new Date(Date.now() - FIRST_VISIT_WINDOW_MS);
    const closing = await this.closing(user, tq, owner);
    // one statement after the other: the embedded database has one connection (docs/architecture.md)
    const requests = await this.repo.interest(tq, owner, since);
    const signups = await this.repo.signups(tq, since);
    const tasks = await this.repo.tasks(tq, user.id);
    const pipeline = await this.pipeline(tq, owner);
    const myClients = await this.repo.clientCount(tq, owner);
    const unassigned = owner.all ? await this.repo.unassignedClients(tq) : null;
    const documents = await this.repo.documentAlerts(tq, owner, todayInRome(), DOCUMENT_EXPIRING_DAYS);
    return {
      last_visit_at: lastVisit ? iso(lastVisit) : null,
      all_clients: owner.all,
      my_clients: myClients,
      closing,
      interest: {
        since: iso(since),
        requests: { total: requests.total, latest: requests.latest.map((r) => ({ ...r, created_at: iso(r.created_at) })) },
        signups: { total: signups.total, latest: signups.latest.map((r) => ({ ...r, created_at: iso(r.created_at) })) },
      },
      tasks,
      pipeline,
      unassigned_clients: unassigned,
      documents,
    };
  }

  /** Marks the visit of La mia giornata now: the next visit's news are counted from it. */
  async markSeen(user: User, projectId: number): Promise<HomeSeenView> {
    const at = await this.repo.markSeen(new TenantQuery(this.dataSource, projectId), user.id);
    return { last_visit_at: at ? iso(at) : null };
  }

  /**
   * Stores the start page of the profile. `home` needs La mia giornata (`home.read`): 422 on
   * `start_page` otherwise.
   */
  async setStartPage(user: User, startPage: 'default' | 'home'): Promise<void> {
    if (startPage === 'home' && !hasPermission(user.type, 'home.read')) {
      const message = 'La mia giornata non è disponibile per il tuo ruolo';
      throw new UnprocessableEntityException({ message, errors: { start_page: [message] } });
    }
    await this.repo.setStartPage(user.id, startPage);
  }

  /**
   * Announcements closing in 30 days judged by EligibilityService against my clients (the user's
   * visibility, narrowed to the clients it manages unless it is an administrator): per announcement the
   * eligible and unknown counts and the first eligible clients; announcements without either are left out.
   */
  private async closing(user: User, tq: TenantQuery, owner: HomeOwner): Promise<HomeClosing> {
    const candidates = await this.repo.closingCandidates(tq, HOME_CLOSING_CALLS + 1);
    const limited = candidates.length > HOME_CLOSING_CALLS;
    const managerId = owner.all ? undefined : owner.userId;
    const announcements: HomeClosingAnnouncement[] = [];
    for (const a of candidates.slice(0, HOME_CLOSING_CALLS)) {
      const eligible = await this.eligibility.forAnnouncement(user, tq.projectId!, a.id, {
        verdict: 'eligible',
        managerId,
        sort: 'name',
        take: NAMED_CLIENTS,
      });
      const unknown = await this.eligibility.forAnnouncement(user, tq.projectId!, a.id, { verdict: 'unknown', managerId, take: 1 });
      if (!eligible.total && !unknown.total) continue;
      announcements.push({
        id: a.id,
        name: a.name,
        end_date: a.end_date,
        days_left: a.days_left,
        within: a.days_left <= 7 ? 7 : 30,
        eligible_count: eligible.total,
        unknown_count: unknown.total,
        clients: eligible.data.map((r) => ({ id: r.client.id, business_name: r.client.business_name })),
      });
    }
    const windowOf = (list: HomeClosingAnnouncement[]) => ({
      announcements: list.filter((a) => a.eligible_count > 0).length,
      eligible: list.reduce((s, a) => s + a.eligible_count, 0),
      unknown: list.reduce((s, a) => s + a.unknown_count, 0),
    });
    return {
      within_7: windowOf(announcements.filter((a) => a.within === 7)),
      within_30: windowOf(announcements),
      announcements,
      limited,
    };
  }

  /** All ten stages in kanban order, with zeroes where I have none, and the totals. */
  private async pipeline(tq: TenantQuery, owner: HomeOwner): Promise<HomePipeline> {
    const rows = new Map((await this.repo.pipeline(tq, owner)).map((r) => [r.stage, r]));
    const stages = NEGOTIATION_STAGES.map(([stage, label]) => {
      const r = rows.get(stage);
      return {
        stage,
        label,
        count: r?.count ?? 0,
        amount_requested: eur(r?.amount_requested),
        amount_granted: eur(r?.amount_granted),
        success_fees: eur(r?.success_fees),
      };
    });
    const sum = (k: 'count' | 'amount_requested' | 'amount_granted' | 'success_fees') =>
      Math.round(stages.reduce((s, x) => s + x[k], 0) * 100) / 100;
    return {
      stages,
      totals: {
        count: sum('count'),
        amount_requested: sum('amount_requested'),
        amount_granted: sum('amount_granted'),
        success_fees: sum('success_fees'),
      },
    };
  }
}
