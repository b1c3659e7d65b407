import { Injectable } from '@nestjs/common';
import type { Paginated } from '../../common/http/pagination';
import { EVALUATION_PROCEDURES, FIRST_ESTABLISHMENT_YEAR, NATION_OPTIONS } from '../../database/seed/reference';
import type { AtecoQueryDto, ComuniQueryDto } from './reference.dto';
import type * as View from './reference.response';
import { ReferenceRepository } from './reference.repository';
import { apiError } from '../../common/http/api-error';

/** An ISTAT ATECO code (docs/domain.md#reference-data). */
type AtecoCode = View.AtecoCodeView;

/**
 * Read-only reference data (ISTAT ATECO and territories, legal forms, docs/domain.md#reference-data lists).
 * Small lists are cached in memory for the life of the process (they change only by migration).
 */
@Injectable()
export class ReferenceService {
  private readonly cache = new Map<string, unknown>();

  constructor(private readonly repository: ReferenceRepository) {}

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, await load());
    return this.cache.get(key) as T;
  }

  /**
   * ATECO codes of one version: by code prefix ("62" matches 62, 62.0, 62.01, 62.01.00) or by
   * words of the Italian description (PostgreSQL full text, 'italian' configuration, with a
   * substring fallback), optionally one level or the children of `parent`; ordered as ISTAT.
   */
  ateco(q: AtecoQueryDto): Promise<Paginated<AtecoCode>> {
    return this.repository.ateco(q);
  }

  /** One ATECO code with its ancestors (sezione first). @throws NotFoundException 404. */
  async atecoCode(version: string, code: string): Promise<View.AtecoCodeDetail> {
    const rows = await this.repository.atecoChain(version, code.toUpperCase());
    const self = rows.at(-1);
    if (!self) throw apiError('reference.ateco_not_found');
    const strip = ({ depth: _d, ...r }: AtecoCode & { depth: number }) => r;
    return { ...strip(self), ancestors: rows.slice(0, -1).map(strip) };
  }

  /**
   * The ISTAT 2007 (agg. 2022) → 2025 recoding of a code: representative 2025 code and the one the
   * Chambers of Commerce used; `null` codes mean "n.d." (to be chosen by hand). @throws 404.
   */
  async recoding(code2007: string): Promise<View.AtecoRecodingView> {
    const row = await this.repository.recoding(code2007.toUpperCase());
    if (!row) throw apiError('reference.ateco_2007_not_found');
    return row;
  }

  /** The 20 regions (ISTAT code, name, area, statute). */
  regions(): Promise<View.RegionView[]> {
    return this.cached('regions', () => this.repository.regions());
  }

  /** The 107 provinces, optionally of one region, by name. */
  async provinces(region?: string): Promise<View.ProvinceView[]> {
    const all = await this.cached('provinces', () => this.repository.provinces());
    return region ? all.filter((p) => p.region_code === region) : all;
  }

  /** Comuni by name prefix first, then substring; filters by province or region. */
  comuni(q: ComuniQueryDto): Promise<Paginated<View.ComuneView>> {
    return this.repository.comuni(q);
  }

  /** Active Italian legal forms (ISO 20275 ELF). */
  legalForms(): Promise<View.LegalFormView[]> {
    return this.cached('legal_forms', () => this.repository.legalForms());
  }

  /** Foreign states still valid (Belfiore "Z" codes). */
  foreignStates(): Promise<View.ForeignStateView[]> {
    return this.cached('foreign_states', () => this.repository.foreignStates());
  }

  /** Active values of a dropdown list. @throws NotFoundException for an unknown list. */
  async dropdown(list: string): Promise<View.DropdownOptionView[]> {
    const rows = await this.repository.dropdownValues(list);
    if (!rows.length) {
      if (!(await this.repository.dropdownKnown(list))) throw apiError('settings.list_not_found');
    }
    return rows;
  }

  /** docs/domain.md#reference-data fixed lists: nations, evaluation procedures, establishment years 1900..this year. */
  options(now = new Date()): View.ReferenceOptionsView {
    const year = now.getFullYear();
    return {
      nations: [...NATION_OPTIONS],
      evaluation_procedures: [...EVALUATION_PROCEDURES],
      establishment_years: Array.from({ length: year - FIRST_ESTABLISHMENT_YEAR + 1 }, (_, i) => year - i),
    };
  }
}
