import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertGlobalSettings } from '../../common/access/global-settings';
import type { ListQueryDto, Paginated } from '../../common/http/pagination';
import { DEFAULT_DROPDOWNS } from '../../database/seed/reference';
import type { User } from '../users/user.entity';
import type { DropdownValueDto, StandardDocumentDto, UpdateDropdownValueDto, UpdateStandardDocumentDto } from './settings.dto';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import type { StandardDocumentView, DropdownValueView } from './settings.response';
import { SettingsRepository } from './settings.repository';
import { apiError } from '../../common/http/api-error';
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
const DOCUMENTS_TABLE: VersionedTable = { table: 'standard_documents', notFound: 'settings.document_not_found' };
const VALUES_TABLE: VersionedTable = { table: 'dropdown_values', notFound: 'settings.value_not_found' };

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SettingsRepository,
  ) {}

  /** @throws ForbiddenException unless administrator or global expert with can_edit_global_setting. */
  assertGlobalSettings(user: User): void {
    assertGlobalSettings(user);
  }

  private async document(id: number): Promise<StandardDocumentView> {
    const row = await this.repository.document(id);
    if (!row) throw apiError('settings.document_not_found');
    return row;
  }

  /** Standard documents by name, `{data, total}`; search on name and description; `active` filter. */
  documents(q: ListQueryDto, active?: boolean): Promise<Paginated<StandardDocumentView>> {
    return this.repository.documents(q, active);
  }

  private async nameFree(name: string, exceptId = 0): Promise<void> {
    if (await this.repository.documentNameTaken(name, exceptId)) throw fieldError('name', 'Esiste già un documento con questo nome');
  }

  /** Creates a standard document (201); 422 duplicate name. */
  async createDocument(dto: StandardDocumentDto): Promise<StandardDocumentView> {
    const name = dto.name.trim();
    await this.nameFree(name);
    return this.document(await this.repository.insertDocument(name, dto.description?.trim() || null, dto.active ?? true));
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
          await this.repository.deleteDocument(em, id);
        }),
      () => this.document(id),
    );
  }

  /** The lists with their Italian name and number of values. */
  async lists(): Promise<{ list: string; label: string; count: number }[]> {
    const counts = await this.repository.valueCounts();
    return DROPDOWN_LISTS.map((list) => ({
      list,
      label: DROPDOWN_LIST_LABELS[list] ?? list,
      count: counts.find((c) => c.list === list)?.count ?? 0,
    }));
  }

  private checkList(list: string): void {
    if (!DROPDOWN_LISTS.includes(list)) throw apiError('settings.list_not_found');
  }

  /** Every value of a list (active and not), by sort_order; 404 unknown list. */
  async values(list: string): Promise<Paginated<DropdownValueView>> {
    this.checkList(list);
    const data = await this.repository.values(list);
    return { data, total: data.length };
  }

  private async value(list: string, id: number): Promise<DropdownValueView> {
    const row = await this.repository.value(list, id);
    if (!row) throw apiError('settings.value_not_found');
    return row;
  }

  /** Adds a value (201): code from `value` or the label, appended last unless sort_order; 422 duplicate code or label. */
  async createValue(list: string, dto: DropdownValueDto): Promise<DropdownValueView> {
    this.checkList(list);
    const label = dto.label.trim();
    const value = dto.value ?? slugify(label);
    const dup = await this.repository.valueClash(list, value, label);
    if (dup)
      throw dup.value === value
        ? fieldError('value', 'Codice già presente in questo elenco')
        : fieldError('label', 'Valore già presente in questo elenco');
    return this.value(list, await this.repository.insertValue(list, value, label, dto.sort_order ?? null, dto.active ?? true));
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
    if (await this.repository.labelTaken(list, label, id)) throw fieldError('label', 'Valore già presente in questo elenco');
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
          await this.repository.deleteValue(em, id);
        }),
      () => this.value(list, id),
    );
  }
}
