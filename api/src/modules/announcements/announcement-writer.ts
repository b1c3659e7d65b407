import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AnnouncementTab as Tab, type FieldErrors, MESSAGES as MSG, isBlank } from '@bandi/domain';
import { add, ARRAYS, type Ctx, type Row, SCALARS } from './announcement-columns';
import type { AnnouncementBodyDto } from './announcement.dto';
import { AnnouncementsRepository } from './announcements.repository';
import { InvalidAnnouncementException } from './announcements.exceptions';
import { TenantQuery } from '../../common/tenancy/tenant-query';

/**
 * The writes of an announcement body (docs/domain.md#announcements): the row's scalars and arrays, then each child
 * collection present in the body, with the checks that need the ISTAT and file tables. Runs
 * inside the caller's transaction.
 */
@Injectable()
export class AnnouncementWriter {
  constructor(private readonly repo: AnnouncementsRepository) {}

  /**
   * Writes the body fields of the allowed tabs. Child rows of Documentazione/Altro on a global
   * call edited inside an environment carry that environment's id. Returns the changed fields.
   */
  async write(
    em: EntityManager,
    ctx: Ctx,
    id: number,
    body: AnnouncementBodyDto,
    scope: 'global' | 'local',
    tabs: Tab[],
    before?: Row,
  ): Promise<string[]> {
    const b = body as Row;
    const has = (k: string) => b[k] !== undefined;
    const changed: string[] = [];
    const mark = (k: string) => {
      if (!before || JSON.stringify(before[k] ?? null) !== JSON.stringify(b[k] ?? null)) changed.push(k);
    };
    const tq = new TenantQuery(em, ctx.projectId);
    // scalars and arrays on the row
    const values: Row = {};
    for (const k of SCALARS) {
      if (!has(k)) continue;
      let v = b[k];
      if (typeof v === 'string') v = v.trim() === '' ? null : v;
      if (k === 'name') v = String(v ?? '').trim();
      values[k] = v;
      mark(k);
    }
    // the de minimis regulation (docs/domain.md#de-minimis-regulations): null off de minimis, general by default
    if (has('aid_scheme_de_minimis') || has('de_minimis_regulation')) {
      const deMinimis = has('aid_scheme_de_minimis') ? !!b.aid_scheme_de_minimis : !!before?.aid_scheme_de_minimis;
      const chosen = has('de_minimis_regulation') ? b.de_minimis_regulation : before?.de_minimis_regulation;
      b.de_minimis_regulation = values.de_minimis_regulation = deMinimis ? (chosen ?? 'general') : null;
      if (!changed.includes('de_minimis_regulation')) mark('de_minimis_regulation');
    }
    if (has('status')) {
      values.status = b.status;
      mark('status');
    }
    for (const [k, col] of Object.entries(ARRAYS)) {
      if (!has(k)) continue;
      const list = [...new Set((b[k] as string[]).map((s) => s.trim()).filter(Boolean))];
      values[col] = list;
      if (!before || JSON.stringify(before[k]) !== JSON.stringify(list)) changed.push(k);
    }
    if (has('information_sheet') || b.information_sheet_delete) {
      const file = b.information_sheet_delete ? null : (b.information_sheet as string | null);
      if (file) await this.repo.checkFiles(em, ctx, [file]);
      values.information_sheet_file_id = file;
      changed.push('information_sheet');
    }
    if (Object.keys(values).length) await tq.repo('announcements').update({ id }, values);

    if (has('announcements_ateco_codes')) {
      const entries = (b.announcements_ateco_codes as Row[]).filter((e) => !isBlank(e.value));
      // keep the 2007 origin of imported codes that are still there
      const origin = new Map<string, string | null>(
        ((before?.announcements_ateco_codes as Row[] | undefined) ?? []).map((e) => [
          String(e.value),
          (e.original_code_2007 as string) ?? null,
        ]),
      );
      const ateco = tq.repo('announcement_ateco_codes');
      await ateco.delete({ announcement_id: id });
      await ateco.insertMany(
        entries.map((e) => ({
          announcement_id: id,
          value: e.value,
          primary: !!e.primary,
          original_code_2007: origin.get(String(e.value)) ?? null,
        })),
      );
      mark('announcements_ateco_codes');
    }
    if (has('announcements_locations')) {
      const places = tq.repo('announcement_locations');
      await places.delete({ announcement_id: id });
      const rows: Row[] = [];
      const errors: FieldErrors = {};
      const locs = b.announcements_locations as Row[];
      for (const [i, l] of locs.entries()) {
        if (isBlank(l.nation)) continue; // draft: incomplete rows are not stored
        const region = l.region ?? null;
        const province = l.province ?? null;
        const city = l.city ?? null;
        if (l.nation !== 'Italia' && (region || province || city)) {
          add(errors, `announcements_locations.${i}.region`, "Regione, provincia e comune solo per l'Italia");
          continue;
        }
        // derive and check the hierarchy from the ISTAT tables
        const ref = await this.repo.territory(em, region, province, city);
        if (region && !ref.region) add(errors, `announcements_locations.${i}.region`, 'Regione non valida');
        if (province && !ref.province_region) add(errors, `announcements_locations.${i}.province`, 'Provincia non valida');
        else if (province && region && ref.province_region !== region)
          add(errors, `announcements_locations.${i}.province`, 'La provincia non è nella regione indicata');
        if (city && !ref.city_province) add(errors, `announcements_locations.${i}.city`, 'Comune non valido');
        else if (city && province && ref.city_province !== province)
          add(errors, `announcements_locations.${i}.city`, 'Il comune non è nella provincia indicata');
        rows.push({
          announcement_id: id,
          nation: l.nation,
          region_code: ref.region ?? null,
          province_acronym: ref.province_region ? province : null,
          city_istat_code: ref.city_province ? city : null,
        });
      }
      if (Object.keys(errors).length) throw new InvalidAnnouncementException(errors);
      await places.insertMany(rows);
      mark('announcements_locations');
    }
    if (has('announcements_expense_items')) {
      const expenses = tq.repo('announcement_expense_items');
      await expenses.delete({ announcement_id: id });
      const rows: Row[] = [];
      const errors: FieldErrors = {};
      for (const [i, e] of (b.announcements_expense_items as Row[]).entries()) {
        if (isBlank(e.description)) {
          add(errors, `announcements_expense_items.${i}.description`, MSG.required);
          continue;
        }
        rows.push({
          announcement_id: id,
          description: e.description,
          max_import_note: e.max_import_note ?? null,
          max_import_value: e.max_import_value ?? null,
          max_import_percentage: e.max_import_percentage ?? null,
          min_import_note: e.min_import_note ?? null,
          min_import_value: e.min_import_value ?? null,
          min_import_percentage: e.min_import_percentage ?? null,
          required_attachment: e.required_attachment ?? [],
          note: e.note ?? null,
          sort_order: i,
        });
      }
      if (Object.keys(errors).length) throw new InvalidAnnouncementException(errors);
      await expenses.insertMany(rows);
      mark('announcements_expense_items');
    }

    // Documentazione / Altro: owner = the announcement itself, or the environment for a global announcement edited there
    const owner = scope === 'global' && ctx.projectId !== null ? ctx.projectId : null;
    // the owner's rows: ownerTq.scope() is `project_id = <owner>` (bound) or `project_id IS NULL`
    const ownerTq = new TenantQuery(em, owner);
    if (tabs.includes('documentazione') && has('standard_documents')) {
      // in an environment, the announcement's own standard documents are not the environment's to repeat
      const own: Row[] =
        owner === null
          ? []
          : await new TenantQuery(em, null)
              .repo('announcement_standard_documents')
              .find({ announcement_id: id, project_id: null }, { columns: ['standard_document_id'] })
              .then((rows) => rows.map((r) => ({ id: r.standard_document_id })));
      const ids = [...new Set(b.standard_documents as number[])].filter((x) => !own.some((o) => o.id === x));
      const found = ids.length ? await this.repo.standardDocumentsFound(em, ids) : 0;
      if (found !== ids.length) throw new InvalidAnnouncementException({ standard_documents: [MSG.invalidValue] });
      await this.repo.deleteStandardDocuments(ownerTq, id);
      await ownerTq
        .repo('announcement_standard_documents')
        .insertMany(ids.map((sd) => ({ announcement_id: id, standard_document_id: sd })));
      changed.push('standard_documents');
    }
    const docs = async (field: string, kind: 'additional' | 'other_attachment', toDelete: number[] = []) => {
      const list = has(field) ? (b[field] as Row[]) : null;
      if (!list && !toDelete.length) return;
      await this.repo.checkFiles(em, ctx, (list ?? []).map((d) => d.file_id as string).filter(Boolean));
      const existing = await this.repo.ownDocuments(ownerTq, id, kind);
      // rows of another owner (the announcement's own ones seen from an environment) are shown, not changed here
      const foreign = await this.repo.foreignDocumentIds(tq, ownerTq, id);
      const keep = new Set<number>();
      const errors: FieldErrors = {};
      for (const [i, d] of (list ?? []).entries()) {
        if (d.id && foreign.has(d.id as number)) continue;
        if (isBlank(d.name)) {
          add(errors, `${field}.${i}.name`, MSG.required);
          continue;
        }
        const old = d.id ? existing.find((e) => e.id === d.id) : undefined;
        if (old && !toDelete.includes(old.id as number)) {
          keep.add(old.id as number);
          const file = d.delete_existing_file ? (d.file_id ?? null) : (d.file_id ?? old.file_id ?? null);
          await this.repo.updateDocument(ownerTq, old.id as number, d.name, file);
        } else {
          const row = await ownerTq
            .repo('announcement_documents')
            .insert({ announcement_id: id, kind, name: d.name, file_id: d.file_id ?? null });
          keep.add(row.id as number);
        }
      }
      if (Object.keys(errors).length) throw new InvalidAnnouncementException(errors);
      const remove = existing.map((e) => e.id as number).filter((x) => (list ? !keep.has(x) : toDelete.includes(x)));
      if (remove.length) await this.repo.deleteDocuments(ownerTq, remove);
      changed.push(field);
    };
    if (tabs.includes('documentazione'))
      await docs('announcements_additional_documents', 'additional', (b.announcements_additional_documents_to_delete as number[]) ?? []);
    if (tabs.includes('altro')) await docs('announcements_other_attachments', 'other_attachment');
    if (tabs.includes('altro') && has('announcements_custom_fields')) {
      await this.repo.deleteCustomFields(ownerTq, id);
      // what is left belongs to another owner: shown, not changed here
      const foreign = await this.repo.visibleCustomFieldIds(tq, id);
      const fields: Row[] = [];
      const errors: FieldErrors = {};
      for (const [i, f] of (b.announcements_custom_fields as Row[]).entries()) {
        if (f.id && foreign.has(f.id as number)) continue;
        if (isBlank(f.label)) {
          add(errors, `announcements_custom_fields.${i}.label`, MSG.required);
          continue;
        }
        fields.push({ announcement_id: id, label: f.label, value: f.value ?? null, sort_order: i });
      }
      if (Object.keys(errors).length) throw new InvalidAnnouncementException(errors);
      await ownerTq.repo('announcement_custom_fields').insertMany(fields);
      changed.push('announcements_custom_fields');
    }
    return changed;
  }
}
