/**
 * Resolution of the comune names of the incentivi.gov.it export (field `Comuni`) to ISTAT comuni
 * (docs/domain.md "Territory", "Comune names in the import").
 */

/** A comune of the reference table, as the import needs it. */
export interface ComuneRef {
  istat: string;
  province: string;
  region: string;
  /** normalised Italian name and, for bilingual comuni, the other-language name */
  names: string[];
}

/** Lower case, no accents, every run of other characters as one blank ("Dolcè" -> "dolce", "Cavaglio-Spoccia" -> "cavaglio spoccia"). */
export const normName = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Index of the comuni by each of their names (Italian and other language), one entry per comune. */
export class ComuneIndex {
  private readonly byName = new Map<string, ComuneRef[]>();
  private readonly all: ComuneRef[] = [];

  /** `rows`: `{istat_code, name, other_name, province_acronym, region_code}` of table `comuni`. */
  constructor(rows: { istat_code: string; name: string; other_name: string | null; province_acronym: string; region_code: string }[]) {
    for (const r of rows) {
      const names = [...new Set([r.name, r.other_name].filter((n): n is string => !!n).map(normName))];
      const ref: ComuneRef = { istat: r.istat_code, province: r.province_acronym, region: r.region_code, names };
      this.all.push(ref);
      // a bilingual comune whose two names are equal (Gais/Gais, Lana/Lana) is indexed once
      for (const n of names) {
        if (!this.byName.has(n)) this.byName.set(n, []);
        this.byName.get(n)!.push(ref);
      }
    }
  }

  /**
   * The one comune a source name stands for, within `regions` (ISTAT codes; empty = anywhere):
   * 1. a comune whose Italian or other-language name equals the name;
   * 2. else the one comune whose name starts with it as whole words: the longer official name of
   *    a renamed or merged comune ("Montagna" -> "Montagna sulla Strada del Vino", "Gattico" ->
   *    "Gattico-Veruno").
   * `null` when no comune or more than one fits (the caller reports the name as unmatched).
   */
  resolve(name: string, regions: ReadonlySet<string>): ComuneRef | null {
    const key = normName(name);
    if (!key) return null;
    const inRegions = (c: ComuneRef) => !regions.size || regions.has(c.region);
    const exact = (this.byName.get(key) ?? []).filter(inRegions);
    if (exact.length) return exact.length === 1 ? exact[0] : null;
    const longer = this.all.filter((c) => inRegions(c) && c.names.some((n) => n.startsWith(`${key} `)));
    return longer.length === 1 ? longer[0] : null;
  }
}
