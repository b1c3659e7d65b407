import { ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { capabilitiesOf } from '../../common/auth/roles';
import { likePattern, type ListQueryDto, type Paginated } from '../../common/http/pagination';
import { DEFAULT_DROPDOWNS } from '../../database/seed/reference';
import type { User } from '../users/user.entity';
import type { DropdownValueDto, StandardDocumentDto, UpdateDropdownValueDto, UpdateStandardDocumentDto } from './settings.dto';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import type { StandardDocumentView, DropdownValueView } from './settings.response';
export type { StandardDocumentView, DropdownValueView } from './settings.response';

/** The dropdown lists managed in settings (tab valori; interprofessional_funds has its own tab). */
export const DROPDOWN_LISTS = Object.keys(DEFAULT_DROPDOWNS);

/** Italian names of the lists, for the valori tab. */
export const DROPDOWN_LIST_LABELS: Record<string, string> = {
  areas_of_intervention: 'Ambiti di intervento',
  company_dimensions: 'Dimensioni aziendali',
  business_registers: 'Registri delle imprese',
  interprofessional_funds: 'Fondi interprofessionali',
};

/** Tables of the global settings for the optimistic-concurrency guard. */
const DOCUMENTS_TABLE: VersionedTable = { table: 'standard_documents', notFound: 'Documento non trovato' };
const VALUES_TABLE: VersionedTable = { table: 'dropdown_values', notFound: 'Valore non trovato' };

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/** Code from a label: lowercase ASCII, dashes (e.g. "Fon.Coop" -> "fon-coop"). */
export function slugify(label: string): string {
  return (
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'valore'
  );
}

/**
 * Global settings (docs/screens.md#admin-pages /impostazioni): standard documents catalogue and dropdown values.
 * Every method expects a user holding canSeeGlobalSettings (see `assertGlobalSettings`).
 */
@Injectable()
export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** @throws ForbiddenException unless administrator or global expert with can_edit_global_setting. */
  assertGlobalSettings(user: User): void {
    if (!capabilitiesOf(user).canSeeGlobalSettings) throw new ForbiddenException('Non hai accesso alle impostazioni globali');
  }

  private async document(id: number): Promise<StandardDocumentView> {
    const [row] = await this.dataSource.query(
      `SELECT d.*, (SELECT count(DISTINCT a.announcement_id)::int FROM announcement_standard_documents a WHERE a.standard_document_id = d.id) AS announcements_count
       FROM standard_documents d WHERE d.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException('Documento non trovato');
    return row;
  }

  /** Standard documents by name, `{data, total}`; search on name and description; `active` filter. */
  async documents(q: ListQueryDto, active?: boolean): Promise<Paginated<StandardDocumentView>> {
    const params: unknown[] = [];
    const where = ['true'];
    if (q.search?.trim()) {
      params.push(likePattern(q.search));
      where.push(`(d.name ILIKE $1 OR d.description ILIKE $1)`);
    }
    if (active !== undefined) {
      params.push(active);
      where.push(`d.active = $${params.length}`);
    }
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM standard_documents d WHERE ${where.join(' AND ')}`,
      params,
    );
    const data = await this.dataSource.query(
      `SELECT d.*, (SELECT count(DISTINCT a.announcement_id)::int FROM announcement_standard_documents a WHERE a.standard_document_id = d.id) AS announcements_count
       FROM standard_documents d WHERE ${where.join(' AND ')} ORDER BY d.name, d.id OFFSET ${Number(q.skip ?? 0)} LIMIT ${Number(q.take ?? 15)}`,
      params,
    );
    return { data, total: count };
  }

  private async nameFree(name: string, exceptId = 0): Promise<void> {
    const [taken] = await this.dataSource.query(`SELECT id FROM standard_documents WHERE lower(name) = lower($1) AND id <> $2`, [
      name,
      exceptId,
    ]);
    if (taken) throw fieldError('name', 'Esiste già un documento con questo nome');
  }

  /** Creates a standard document (201); 422 duplicate name. */
  async createDocument(dto: StandardDocumentDto): Promise<StandardDocumentView> {
    const name = dto.name.trim();
    await this.nameFree(name);
    const [row] = await this.dataSource.query(
      `INSERT INTO standard_documents (name, description, active) VALUES ($1, $2, $3) RETURNING id`,
      [name, dto.description?.trim() || null, dto.active ?? true],
    );
    return this.document(row.id);
  }

  /** One standard document with `announcements_count` and `version`; 404 unknown. */
  getDocument(id: number): Promise<StandardDocumentView> {
    return this.document(id);
  }

  /** One value of a list with `version`; 404 unknown list or value. */
  getValue(list: string, id: number): Promise<DropdownValueView> {
    this.checkList(list);
    return this.value(list, id);
  }

  /**
   * Updates the fields sent of name, description, active (the others stay); 404 unknown; 422 duplicate name.
   * @throws StaleRecordException 409 with the current document when `expected` is stale.
   */
  async updateDocument(
    id: number,
    dto: UpdateStandardDocumentDto,
    expected?: number,
    userId: number | null = null,
  ): Promise<StandardDocumentView> {
    requireIfPresent(dto, ['name']);
    const current = await this.document(id);
    const name = dto.name?.trim() ?? current.name;
    if (dto.name !== undefined) await this.nameFree(name, id);
    const description = dto.description === undefined ? current.description : dto.description?.trim() || null;
    await withConflictDetails(
      () =>
        guardedUpdate(this.dataSource, DOCUMENTS_TABLE, {
          id,
          expected,
          userId,
          set: { name, description, active: dto.active ?? current.active },
        }),
      () => this.document(id),
    );
    return this.document(id);
  }

  /**
   * Deletes a document no announcement uses; 422 when used (deactivate it instead).
   * @throws StaleRecordException 409 with the current document when `expected` is stale.
   */
  async deleteDocument(id: number, expected?: number, userId: number | null = null): Promise<void> {
    const doc = await this.document(id);
    if (doc.announcements_count > 0)
      throw fieldError('id', `Documento usato da ${doc.announcements_count} bandi: disattivalo invece di eliminarlo`);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, DOCUMENTS_TABLE, { id, expected, userId });
          await em.query(`DELETE FROM standard_documents WHERE id = $1`, [id]);
        }),
      () => this.document(id),
    );
  }

  /** The lists with their Italian name and number of values. */
  async lists(): Promise<{ list: string; label: string; count: number }[]> {
    const counts: { list: string; count: number }[] = await this.dataSource.query(
      `SELECT list, count(*)::int AS count FROM dropdown_values GROUP BY list`,
    );
    return DROPDOWN_LISTS.map((list) => ({
      list,
      label: DROPDOWN_LIST_LABELS[list] ?? list,
      count: counts.find((c) => c.list === list)?.count ?? 0,
    }));
  }

  private checkList(list: string): void {
    if (!DROPDOWN_LISTS.includes(list)) throw new NotFoundException('Elenco non trovato');
  }

  /** Every value of a list (active and not), by sort_order; 404 unknown list. */
  async values(list: string): Promise<Paginated<DropdownValueView>> {
    this.checkList(list);
    const data = await this.dataSource.query(
      `SELECT id, list, value, label, sort_order, active, version FROM dropdown_values WHERE list = $1 ORDER BY sort_order, label, id`,
      [list],
    );
    return { data, total: data.length };
  }

  private async value(list: string, id: number): Promise<DropdownValueView> {
    const [row] = await this.dataSource.query(
      `SELECT id, list, value, label, sort_order, active, version FROM dropdown_values WHERE list = $1 AND id = $2`,
      [list, id],
    );
    if (!row) throw new NotFoundException('Valore non trovato');
    return row;
  }

  /** Adds a value (201): code from `value` or the label, appended last unless sort_order; 422 duplicate code or label. */
  async createValue(list: string, dto: DropdownValueDto): Promise<DropdownValueView> {
    this.checkList(list);
    const label = dto.label.trim();
    const value = dto.value ?? slugify(label);
    const [dup] = await this.dataSource.query(
      `SELECT value, label FROM dropdown_values WHERE list = $1 AND (value = $2 OR lower(label) = lower($3))`,
      [list, value, label],
    );
    if (dup)
      throw dup.value === value
        ? fieldError('value', 'Codice già presente in questo elenco')
        : fieldError('label', 'Valore già presente in questo elenco');
    const [row] = await this.dataSource.query(
      `INSERT INTO dropdown_values (list, value, label, sort_order, active)
       VALUES ($1::varchar, $2, $3, COALESCE($4::int, (SELECT COALESCE(max(sort_order), 0) + 1 FROM dropdown_values WHERE list = $1::varchar)), $5) RETURNING id`,
      [list, value, label, dto.sort_order ?? null, dto.active ?? true],
    );
    return this.value(list, row.id);
  }

  /**
   * Updates the fields sent of label, order, active (the others stay); 404 unknown; 422 duplicate label.
   * @throws StaleRecordException 409 with the current value when `expected` is stale.
   */
  async updateValue(
    list: string,
    id: number,
    dto: UpdateDropdownValueDto,
    expected?: number,
    userId: number | null = null,
  ): Promise<DropdownValueView> {
    this.checkList(list);
    requireIfPresent(dto, ['label']);
    const current = await this.value(list, id);
    const label = dto.label?.trim() ?? current.label;
    const [dup] = await this.dataSource.query(`SELECT id FROM dropdown_values WHERE list = $1 AND lower(label) = lower($2) AND id <> $3`, [
      list,
      label,
      id,
    ]);
    if (dup) throw fieldError('label', 'Valore già presente in questo elenco');
    await withConflictDetails(
      () =>
        guardedUpdate(this.dataSource, VALUES_TABLE, {
          id,
          scope: { list },
          expected,
          userId,
          set: { label, sort_order: dto.sort_order ?? current.sort_order, active: dto.active ?? current.active },
        }),
      () => this.value(list, id),
    );
    return this.value(list, id);
  }

  /**
   * Removes a value from the list (records keep the stored code); 404 unknown.
   * @throws StaleRecordException 409 with the current value when `expected` is stale.
   */
  async deleteValue(list: string, id: number, expected?: number, userId: number | null = null): Promise<void> {
    this.checkList(list);
    await this.value(list, id);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, VALUES_TABLE, { id, scope: { list }, expected, userId });
          await em.query(`DELETE FROM dropdown_values WHERE id = $1`, [id]);
        }),
      () => this.value(list, id),
    );
  }
}
