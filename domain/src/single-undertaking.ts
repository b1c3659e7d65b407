/**
 * The "impresa unica" (single undertaking) of Reg. (EU) 2023/2831 art. 2(2), with mergers and
 * acquisitions (art. 3(8)) and splits (art. 3(9)), from the links between a client and its related
 * enterprises (docs/domain.md#de-minimis). Pure functions; the de minimis headroom
 * (`deMinimisHeadroom`, de-minimis.ts) sums the aid of the members it gives.
 */

/**
 * Control relations of 2023/2831 art. 2(2) first subparagraph, letters (a) to (d); `linked`: one
 * of them, not stated which (a linked enterprise of the SME data: Rec. 2003/361/EC Annex art. 3(3)
 * lists the same four relations).
 */
export const CONTROL_BASES = ['voting_rights', 'board', 'dominant_influence', 'shareholder_agreement', 'linked'] as const;
export type ControlBasis = (typeof CONTROL_BASES)[number];
/** Letter of art. 2(2) of each control basis. */
export const CONTROL_LETTER: Record<ControlBasis, string> = {
  voting_rights: 'a',
  board: 'b',
  dominant_influence: 'c',
  shareholder_agreement: 'd',
  linked: 'a-d',
};
/** Italian labels of the control bases. */
export const CONTROL_BASIS_LABELS: Record<ControlBasis, string> = {
  voting_rights: 'maggioranza dei diritti di voto',
  board: 'diritto di nominare o revocare la maggioranza degli amministratori',
  dominant_influence: 'influenza dominante per contratto o clausola statutaria',
  shareholder_agreement: 'controllo della maggioranza dei voti in virtù di accordi con altri soci',
  linked: 'impresa collegata',
};

/** An enterprise of the graph: `key` is unique (e.g. `client:12`, `relation:40`). */
export interface UndertakingEnterprise {
  key: string;
  name: string;
  fiscal_code: string | null;
  /** the client of the environment this enterprise is, or null */
  client_id: number | null;
}

/**
 * A link between two enterprises. `controller` controls `controlled` by one of the art. 2(2)
 * relations; `natural_person` (both controlled by the same natural person or persons acting
 * jointly) and `partner` (a stake without control) do not make a single undertaking.
 */
export interface UndertakingLink {
  controller: string;
  controlled: string;
  basis: ControlBasis | 'natural_person' | 'partner';
  /** `unknown`: which of the two controls the other is not known (relation `linked` either way) */
  direction?: 'known' | 'unknown';
}

/** `absorbed` merged into (or was acquired by) `into` on `date` (art. 3(8)). */
export interface UndertakingMerger {
  absorbed: string;
  into: string;
  date: string;
}

/** `successor` is one of the enterprises that `predecessor` split into on `date` (art. 3(9)). */
export interface UndertakingSplit {
  predecessor: string;
  successor: string;
  date: string;
}

export interface SingleUndertakingInput {
  /** key of the enterprise whose single undertaking is wanted (the client) */
  subject: string;
  enterprises: UndertakingEnterprise[];
  links: UndertakingLink[];
  mergers?: UndertakingMerger[];
  splits?: UndertakingSplit[];
}

/** How a member belongs to the single undertaking. */
export type UndertakingRelation = 'self' | 'controls' | 'controlled' | 'linked' | 'merged' | 'split_from';

export interface UndertakingMember extends UndertakingEnterprise {
  relation: UndertakingRelation;
  /** the member it was reached from (null for the subject) */
  via: string | null;
  /** number of links from the subject (0 for the subject) */
  depth: number;
  /** the article that makes it a member */
  article: string;
  /** Italian explanation */
  reason: string;
  /**
   * The aid counted is the aid granted up to this date (ISO): the date of the merger or split
   * that brought it in, the earliest along the way from the subject; null: all of it.
   */
  until: string | null;
  /**
   * The former enterprise (`split_from` member) whose split allocation (art. 3(9)) applies to this
   * member's aid: itself, or the one it was reached through; null for none.
   */
  split_share_of: string | null;
}

export interface SingleUndertaking {
  members: UndertakingMember[];
  /** enterprises linked to a member but not part of it (through a natural person, or a partner stake) */
  excluded: (UndertakingEnterprise & { basis: 'natural_person' | 'partner'; article: string; reason: string })[];
}

/**
 * The single undertaking of `subject` (2023/2831 art. 2(2)): every enterprise reachable from it
 * through control relations (a)-(d), in either direction (the enterprises it controls and those
 * that control it) and through other enterprises (second subparagraph: so two enterprises
 * controlled by the same enterprise are one single undertaking); links through natural persons
 * and partner stakes are not followed (unlike the SME Recommendation, 2023/2831 art. 2(2) looks
 * only at relations between enterprises). An enterprise absorbed by a member (merger
 * or acquisition, art. 3(8)) and the enterprise a member split from (art. 3(9)) are members too:
 * their aid is counted up to the operation's date (`until`; a split's for the allocated part:
 * `split_share_of`, `counted_cents` of `DeMinimisAid` in de-minimis.ts), and so are the
 * enterprises linked to them by control, which made their single undertaking when it merged or
 * split (art. 3(8): "any of the merging undertakings"; the conservative reading, which never
 * overstates the headroom), with their aid up to the same date.
 * Members in order of discovery (breadth first); enterprises missing from `enterprises` get their
 * key as name.
 */
export function singleUndertaking(input: SingleUndertakingInput): SingleUndertaking {
  const byKey = new Map(input.enterprises.map((e) => [e.key, e]));
  const enterprise = (key: string): UndertakingEnterprise => byKey.get(key) ?? { key, name: key, fiscal_code: null, client_id: null };
  type Edge = { to: string; relation: Exclude<UndertakingRelation, 'self'>; article: string; reason: string; date?: string };
  const edges = new Map<string, Edge[]>();
  const add = (from: string, e: Edge) => edges.set(from, [...(edges.get(from) ?? []), e]);
  const control = input.links.filter((l): l is UndertakingLink & { basis: ControlBasis } =>
    (CONTROL_BASES as readonly string[]).includes(l.basis),
  );
  for (const l of control) {
    const article = `Reg. (UE) 2023/2831, art. 2, par. 2, lett. ${CONTROL_LETTER[l.basis]}`;
    const how = CONTROL_BASIS_LABELS[l.basis];
    const [a, b] = [enterprise(l.controller).name, enterprise(l.controlled).name];
    if (l.direction === 'unknown') {
      add(l.controlled, { to: l.controller, relation: 'linked', article, reason: `collegata a ${b} (${how})` });
      add(l.controller, { to: l.controlled, relation: 'linked', article, reason: `collegata a ${a} (${how})` });
      continue;
    }
    add(l.controlled, { to: l.controller, relation: 'controls', article, reason: `controlla ${b} (${how})` });
    add(l.controller, { to: l.controlled, relation: 'controlled', article, reason: `controllata da ${a} (${how})` });
  }
  for (const m of input.mergers ?? []) {
    const article = 'Reg. (UE) 2023/2831, art. 3, par. 8';
    add(m.into, {
      to: m.absorbed,
      relation: 'merged',
      article,
      reason: `incorporata in ${enterprise(m.into).name} il ${m.date}: i suoi aiuti si sommano`,
      date: m.date,
    });
  }
  for (const s of input.splits ?? []) {
    const article = 'Reg. (UE) 2023/2831, art. 3, par. 9';
    add(s.successor, {
      to: s.predecessor,
      relation: 'split_from',
      article,
      reason: `scissa il ${s.date} in ${enterprise(s.successor).name}: contano gli aiuti attribuiti a questa impresa`,
      date: s.date,
    });
  }
  const members: UndertakingMember[] = [
    {
      ...enterprise(input.subject),
      relation: 'self',
      via: null,
      depth: 0,
      article: 'Reg. (UE) 2023/2831, art. 2, par. 2',
      reason: 'Impresa richiedente',
      until: null,
      split_share_of: null,
    },
  ];
  const seen = new Set([input.subject]);
  for (let i = 0; i < members.length; i++) {
    const from = members[i];
    for (const e of edges.get(from.key) ?? []) {
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      const indirect = from.depth > 0 && ['controls', 'controlled', 'linked'].includes(e.relation);
      // an enterprise linked by control to a merged or former enterprise was part of that
      // undertaking when it merged or split: its aid counts up to the same date (art. 3(8), 3(9))
      const until = e.date && (!from.until || e.date < from.until) ? e.date : from.until;
      const inherited = from.until !== null && !e.date;
      members.push({
        ...enterprise(e.to),
        relation: e.relation,
        via: from.key,
        depth: from.depth + 1,
        article: inherited
          ? `${e.article} e art. 3, par. ${from.split_share_of ? 9 : 8} (impresa unica dell'impresa ${from.split_share_of ? 'scissa' : 'incorporata'})`
          : indirect
            ? `${e.article}, secondo comma (tramite altre imprese)`
            : e.article,
        reason: inherited
          ? `${enterprise(e.to).name}: ${e.reason}; contano gli aiuti fino al ${until}`
          : `${enterprise(e.to).name}: ${e.reason}`,
        until,
        split_share_of: e.relation === 'split_from' ? e.to : from.split_share_of,
      });
    }
  }
  const excluded: SingleUndertaking['excluded'] = [];
  for (const l of input.links) {
    if (l.basis !== 'natural_person' && l.basis !== 'partner') continue;
    const inside = seen.has(l.controller) ? l.controlled : seen.has(l.controlled) ? l.controller : null;
    if (inside === null || seen.has(inside) || excluded.some((x) => x.key === inside)) continue;
    excluded.push({
      ...enterprise(inside),
      basis: l.basis,
      article: 'Reg. (UE) 2023/2831, art. 2, par. 2',
      reason:
        l.basis === 'natural_person'
          ? `${enterprise(inside).name}: collegata tramite persona fisica, non fa parte dell'impresa unica`
          : `${enterprise(inside).name}: partecipazione senza controllo, non fa parte dell'impresa unica`,
    });
  }
  return { members, excluded };
}

/** Splits an aid among the enterprises of a split in proportion to their equity (art. 3(9)), in cents that add up. */
export function allocateSplit(aidCents: number, equity: number[]): number[] {
  const total = equity.reduce((s, e) => s + e, 0);
  if (total <= 0) return equity.map(() => 0);
  const raw = equity.map((e) => (aidCents * e) / total);
  const out = raw.map(Math.floor);
  const order = raw.map((r, i) => [r - Math.floor(r), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0, left = aidCents - out.reduce((s, c) => s + c, 0); k < left; k++) out[order[k % order.length][1]]++;
  return out;
}
