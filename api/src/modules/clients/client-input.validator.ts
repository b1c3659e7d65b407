import { smeValidationErrors } from './sme';
import type { EntityManager } from 'typeorm';
import { compactPartitaIva, ITALIAN_MESSAGES, normalizeCode } from '@bandi/domain';
import { checkLegalForm } from './legal-form';
import type { Sql } from '../../common/tenancy/sql';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { lockClientDuplicateGuard } from './clients.repository';
import { type ClientInputDto, type ClientLocationDto } from './client.dto';
import { CLIENT_SCALARS as SCALARS, type PreparedClient, type ResolvedLocation } from './client-columns';
import { InvalidClientException, type DuplicateClient } from './clients.exceptions';
import { ClientsRepository } from './clients.repository';
import { ClientInputRepository, type ComuneRow } from './client-input.repository';

type Errors = Record<string, string[]>;

/** The client fields the duplicate guard checks, and how a message names them. */
export const DUPLICATE_FIELDS = ['vat_number', 'fiscal_code'] as const;

/** `vat_number` or `fiscal_code`. */
export type DuplicateField = (typeof DUPLICATE_FIELDS)[number];
const DUPLICATE_LABELS: Record<DuplicateField, string> = { vat_number: 'questa partita IVA', fiscal_code: 'questo codice fiscale' };

/** The Italian message of a duplicate P.IVA/CF, naming the existing client without its internal id, e.g. `Esiste già un cliente con questa partita IVA: «Rossi S.r.l.»`. */
export function duplicateMessage(field: DuplicateField, businessName: string): string {
  return `Esiste già un cliente con ${DUPLICATE_LABELS[field]}: «${businessName}»`;
}

/**
 * The checks of a client body that need the database (docs/domain.md#clients): Italian places against the
 * comuni/provinces/regions tables, ATECO 2025 codes, this environment's referents, managers and
 * files, and the duplicate guard. Answers the normalised scalars and the resolved seats.
 */
export class ClientInputValidator {
  /** The registry's queries (stateless): the duplicate guard's lookup. */
  private readonly repo = new ClientsRepository();
  /** The reference and environment lookups of the checks (stateless). */
  private readonly lookups = new ClientInputRepository();

  /**
   * Validates what the DTO cannot: CAP against the comune, comune/province/region coherence,
   * ATECO 2025 codes that exist, referents/managers/files of this environment, one primary ATECO,
   * distinct history years, and the duplicate guard (same P.IVA or CF in this environment,
   * {@link findDuplicates}). Serialised per environment with an advisory lock so two concurrent
   * creations cannot both pass.
   * @throws InvalidClientException 422 `{message, errors}`, plus `duplicates: {field: {id,
   * business_name, message}}` when the P.IVA or CF belongs to another client of the environment.
   */
  async prepare(em: EntityManager, projectId: number, selfId: number | null, dto: ClientInputDto): Promise<PreparedClient> {
    const tq = new TenantQuery(em, projectId);
    const errors: Errors = {};
    const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
    const scalars: Record<string, unknown> = {};
    const body = dto as unknown as Record<string, unknown>;
    for (const k of SCALARS) if (body[k] !== undefined) scalars[k] = body[k];
    for (const k of ['fiscal_code', 'sdi'] as const) if (typeof scalars[k] === 'string') scalars[k] = normalizeCode(scalars[k] as string);
    if (typeof scalars.vat_number === 'string') scalars.vat_number = compactPartitaIva(scalars.vat_number);
    if (typeof scalars.rea_number === 'string') scalars.rea_number = (scalars.rea_number as string).trim().toUpperCase();
    for (const k of [
      'public_entity_enterprise',
      'youth_enterprise',
      'female_enterprise',
      'associated',
      'connected',
      'connected_by_person',
    ] as const) {
      if (k in scalars && scalars[k] === null) scalars[k] = false;
    }
    if ('autonomous' in scalars && scalars.autonomous === null) scalars.autonomous = true;
    if ('registration_date' in scalars && scalars.registration_date === null) delete scalars.registration_date;
    if (dto.constitution_date !== undefined)
      scalars.established_year = dto.constitution_date ? Number(dto.constitution_date.slice(0, 4)) : null;

    await checkLegalForm(em, scalars, add);
    await lockClientDuplicateGuard(em, projectId);
    const duplicates = await this.findDuplicates(tq, tq.scope('c'), selfId, {
      vat_number: scalars.vat_number as string | null | undefined,
      fiscal_code: scalars.fiscal_code as string | null | undefined,
    });
    const found: Partial<Record<DuplicateField, DuplicateClient>> = {};
    for (const field of DUPLICATE_FIELDS) {
      const dup = duplicates[field];
      if (!dup) continue;
      found[field] = dup;
      add(field, dup.message);
    }

    const locations: { legal?: ResolvedLocation | null; others?: ResolvedLocation[] } = {};
    if (dto.client_legal_location !== undefined) {
      locations.legal = dto.client_legal_location
        ? await this.resolveLocation(em, dto.client_legal_location, 'client_legal_location', add)
        : null;
    }
    if (dto.clients_location) {
      locations.others = [];
      for (const [i, l] of dto.clients_location.entries())
        locations.others.push(await this.resolveLocation(em, l, `clients_location.${i}`, add));
    }
    if (locations.legal !== undefined) {
      const l = locations.legal;
      const regionName = l?.region_code ? await this.lookups.regionName(em, l.region_code) : undefined;
      Object.assign(scalars, {
        city: l?.city ?? null,
        province: l?.province ?? null,
        region: regionName ?? null,
        region_code: l?.region_code ?? null,
      });
    }

    if (dto.clients_ateco_codes) {
      const values = dto.clients_ateco_codes.map((a) => a.value);
      const found = await this.lookups.ateco2025(em, values);
      dto.clients_ateco_codes.forEach((a, i) => {
        if (!found.has(a.value)) add(`clients_ateco_codes.${i}.value`, `Codice ATECO 2025 inesistente: ${a.value}`);
      });
      if (new Set(values).size !== values.length) add('clients_ateco_codes', 'Codice ATECO ripetuto');
      if (dto.clients_ateco_codes.filter((a) => a.primary).length > 1)
        add('clients_ateco_codes', 'Un solo codice ATECO può essere primario');
    }
    for (const [field, messages] of Object.entries(smeValidationErrors(dto))) messages.forEach((m) => add(field, m));
    const ids = [...(dto.clients_referents ?? []), ...(dto.clients_referents_to_delete ?? [])];
    if (ids.length) {
      const ok = new Set((await tq.repo('referents').find({ id: ids }, { columns: ['id'] })).map((r) => r.id as number));
      if ((dto.clients_referents ?? []).some((r) => !ok.has(r))) add('clients_referents', 'Referente non trovato in questo ambiente');
      if ((dto.clients_referents_to_delete ?? []).some((r) => !ok.has(r)))
        add('clients_referents_to_delete', 'Referente non trovato in questo ambiente');
    }
    if (dto.clients_managed_by_users?.length) {
      const ok = await this.lookups.managers(tq, dto.clients_managed_by_users);
      if (dto.clients_managed_by_users.some((u) => !ok.has(u)))
        add('clients_managed_by_users', 'Gestore clienti non trovato in questo ambiente');
    }
    if (dto.documents) {
      const slots = dto.documents.map((d) => d.slot);
      if (new Set(slots).size !== slots.length) add('documents', 'Tipo di documento ripetuto');
      const fileIds = dto.documents.map((d) => d.file_id).filter((f): f is string => !!f);
      if (fileIds.length) {
        const ok = await this.lookups.files(tq, fileIds);
        dto.documents.forEach((d, i) => {
          if (d.file_id && !ok.has(d.file_id)) add(`documents.${i}.file_id`, 'File non trovato');
        });
      }
    }
    if (Object.keys(errors).length) throw new InvalidClientException(errors, found);
    return { scalars, locations };
  }

  /**
   * The duplicate guard (docs/api-contract.md "Duplicate guard"): for each of `vat_number` and
   * `fiscal_code` given (written forms accepted: normalised as they are stored), the first client,
   * by id, whose P.IVA or CF equals it, other than `selfId`; `null` when none or not given.
   * `visible`: the condition on the `clients c` rows, at least the environment's scope of `tq`
   * (`tq.scope('c')`, which `tq.query` requires), so another environment's client is never found. Answers
   * `{vat_number: {id, business_name, message} | null, fiscal_code: … | null}`, `message` being
   * the Italian text the 422 puts on the field (no internal id in it).
   */
  async findDuplicates(
    tq: TenantQuery,
    visible: Sql,
    selfId: number | null,
    values: Partial<Record<DuplicateField, string | null | undefined>>,
  ): Promise<Record<DuplicateField, DuplicateClient | null>> {
    const out: Record<DuplicateField, DuplicateClient | null> = { vat_number: null, fiscal_code: null };
    for (const field of DUPLICATE_FIELDS) {
      const given = values[field];
      if (typeof given !== 'string' || !given.trim()) continue;
      const v = field === 'vat_number' ? compactPartitaIva(given) : normalizeCode(given);
      const dup = await this.repo.firstWithTaxCode(tq, visible, selfId, v);
      if (dup) out[field] = { ...dup, message: duplicateMessage(field, dup.business_name) };
    }
    return out;
  }

  /** Fills a seat from the comuni table (by ISTAT code, or by name + province) and checks the CAP belongs to it. */
  private async resolveLocation(
    em: EntityManager,
    l: ClientLocationDto,
    field: string,
    add: (f: string, m: string) => void,
  ): Promise<ResolvedLocation> {
    const out: ResolvedLocation = {
      primary: l.primary ?? false,
      address: l.address ?? null,
      postal_code: l.postal_code?.trim() ?? null,
      city: l.city?.trim() || null,
      city_istat_code: l.city_istat_code ?? null,
      province: l.province?.toUpperCase() ?? null,
      region_code: l.region ?? null,
      nation: l.nation ?? 'Italia',
    };
    if (out.nation !== 'Italia') return out;
    let comune: ComuneRow | undefined;
    if (out.city_istat_code) {
      comune = await this.lookups.comuneByCode(em, out.city_istat_code);
      if (!comune) add(`${field}.city_istat_code`, 'Comune non trovato');
    } else if (out.city) {
      const rows = await this.lookups.comuniByName(em, out.city, out.province);
      if (rows.length === 1) comune = rows[0];
      else if (rows.length === 0) add(`${field}.city`, out.province ? 'Comune non trovato nella provincia indicata' : 'Comune non trovato');
      else add(`${field}.province`, 'Indica la provincia: più comuni hanno questo nome');
    }
    if (comune) {
      if (out.province && out.province !== comune.province_acronym)
        add(`${field}.province`, 'La provincia non corrisponde al comune indicato');
      if (out.region_code && out.region_code !== comune.region_code)
        add(`${field}.region`, 'La regione non corrisponde al comune indicato');
      Object.assign(out, {
        city: comune.name,
        city_istat_code: comune.istat_code,
        province: comune.province_acronym,
        region_code: comune.region_code,
      });
      const caps = [comune.cap, ...(comune.caps ?? [])].filter(Boolean);
      if (out.postal_code && caps.length && !caps.includes(out.postal_code)) add(`${field}.postal_code`, ITALIAN_MESSAGES.capComune);
    } else if (out.province) {
      const region = await this.lookups.provinceRegion(em, out.province);
      if (!region) add(`${field}.province`, 'Provincia non trovata');
      else out.region_code ??= region;
    }
    if (out.region_code && !comune) {
      if (!(await this.lookups.regionExists(em, out.region_code))) add(`${field}.region`, 'Regione non trovata');
    }
    return out;
  }
}
