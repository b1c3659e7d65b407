import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { compactPartitaIva, isValidPartitaIva, normalizeCode } from '@bandi/domain';
import { hasPermission, type Permission } from '../../common/auth/permissions';
import type { ModuleName, Project } from '../projects/project.entity';
import { NEGOTIATION_STAGES } from '../negotiations/negotiation.dto';
import type { User } from '../users/user.entity';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MIN_LENGTH } from './search.dto';
import { SearchRepository, type SearchRow, type SearchTerm } from './search.repository';
import { SEARCH_MATCHES, SEARCH_TYPES, type SearchHitView, type SearchResultView, type SearchType } from './search.response';

/** Who sees each group: the permission of its list and the module it belongs to (docs/roles.md). */
const GROUP_ACCESS: Record<SearchType, { permission: Permission; module: ModuleName }> = {
  client: { permission: 'clients.read', module: 'clients' },
  referent: { permission: 'referents.read', module: 'clients' },
  announcement: { permission: 'announcements.read', module: 'announcements' },
  call: { permission: 'calls.read', module: 'calls' },
  negotiation: { permission: 'negotiations.read', module: 'clients' },
};

const STAGE_LABEL = Object.fromEntries(NEGOTIATION_STAGES) as Record<string, string>;
const CALL_STATUS: Record<string, string> = { open: 'aperta', in_progress: 'in lavorazione', closed: 'chiusa', archived: 'archiviata' };

/** `YYYY-MM-DD` -> `DD/MM/YYYY`. */
const italianDate = (d: string) => d.split('-').reverse().join('/');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The patterns of `q` (trimmed, at least SEARCH_MIN_LENGTH characters) for the repository. */
export function searchTerm(q: string): SearchTerm {
  const lower = q.toLowerCase();
  const exact = escapeLike(lower);
  // "IT 00118439991" is the P.IVA 00118439991; a codice fiscale is compared in upper case without blanks
  const vat = isValidPartitaIva(q) ? compactPartitaIva(q) : null;
  const compact = normalizeCode(q);
  // an 11-digit codice fiscale (companies) or the 16 characters of a person's
  const code = vat ?? (/^\d{11}$/.test(compact) || /^(?=.*\d)[A-Z0-9]{16}$/.test(compact) ? compact : null);
  return {
    lower,
    exact,
    prefix: `${exact}%`,
    word: `% ${exact}%`,
    contains: `%${exact}%`,
    clientContains: vat ? `%${vat}%` : `%${exact}%`,
    code,
  };
}

/**
 * Global search of an environment (issue 37; docs/api.md, "Global search"): clients (name, P.IVA,
 * codice fiscale, comune), referents (name, e-mail, organisation), announcements (name), call logs
 * (client or company, note) and negotiations (title, client) the user may see, ranked: exact
 * identifier or name first, then prefix, then a word starting with the term, then substring.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: SearchRepository,
  ) {}

  /** The groups `user` may search in `project`: its role's permissions and the modules switched on. */
  groupsFor(user: User, project: Project): Set<SearchType> {
    return new Set(
      SEARCH_TYPES.filter(
        (t) => hasPermission(user.type, GROUP_ACCESS[t].permission) && project.modules?.[GROUP_ACCESS[t].module] !== false,
      ),
    );
  }

  /**
   * `{q, data}`: at most `limit` hits per type (default 5), ranked (match, then type in the order
   * client, referent, announcement, call, negotiation, then shorter titles first). A term shorter
   * than 2 characters (after trimming) answers no hits. One database statement.
   */
  async search(user: User, project: Project, q: string | undefined, limit = SEARCH_DEFAULT_LIMIT): Promise<SearchResultView> {
    const term = (q ?? '').trim();
    if (term.length < SEARCH_MIN_LENGTH) return { q: term, data: [] };
    const rows = await this.repo.search(this.dataSource, project.id, user, searchTerm(term), this.groupsFor(user, project), limit);
    const order = (r: SearchRow) => [r.rank, SEARCH_TYPES.indexOf(r.type), r.title.length] as const;
    const sorted = rows
      .map((r) => ({ r, k: order(r) }))
      .sort((x, y) => x.k[0] - y.k[0] || x.k[1] - y.k[1] || x.k[2] - y.k[2] || x.r.title.localeCompare(y.r.title, 'it') || x.r.id - y.r.id);
    return { q: term, data: sorted.map(({ r }) => this.view(project.id, r)) };
  }

  private view(projectId: number, r: SearchRow): SearchHitView {
    const base = `/ambiente/${projectId}`;
    const parts = (...p: (string | null | undefined | false)[]) => p.filter(Boolean).join(' · ') || null;
    const match = SEARCH_MATCHES[Math.min(Math.max(Number(r.rank), 0), 3)];
    const hit = { type: r.type, id: Number(r.id), title: r.title, match };
    switch (r.type) {
      case 'client':
        return {
          ...hit,
          subtitle: parts(r.a && `P.IVA ${r.a}`, r.c && r.c !== r.a && `CF ${r.c}`, r.b),
          url_path: `${base}/clienti/${r.id}`,
        };
      case 'referent':
        return { ...hit, subtitle: parts('Referente', r.a, r.b), url_path: `${base}/referenti/${r.id}` };
      case 'announcement':
        return {
          ...hit,
          subtitle: parts(r.a === 'global' ? 'Bando globale' : 'Bando locale', r.b ? `scade il ${italianDate(r.b)}` : 'senza scadenza'),
          url_path: `${base}/bandi/${r.id}`,
        };
      case 'call':
        return {
          ...hit,
          subtitle: parts(
            `${r.a === 'supplier' ? 'Richiesta fornitore' : 'Richiesta cliente'}${r.b ? ` del ${italianDate(r.b)}` : ''}`,
            r.c && CALL_STATUS[r.c],
          ),
          url_path: `${base}/richieste/${r.id}`,
        };
      case 'negotiation':
        return {
          ...hit,
          subtitle: parts(r.a, r.b && STAGE_LABEL[r.b]),
          url_path: `${base}/clienti/trattative?trattativa=${r.id}`,
        };
    }
  }
}
