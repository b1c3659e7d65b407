import { IsNumber, Matches, Max, MaxLength, Min } from 'class-validator';
import { Index } from 'typeorm';
import { MESSAGES } from '@bandi/domain';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { ChoiceField, DateField, FlagField, NumberField, TextField, fieldsOf } from '../../common/fields/fields';
import { IsEuro } from '../../common/http/input-policy';
import { IsCodiceFiscale, IsItalianEmail, IsPartitaIva, IsPec, IsRea, IsSdi } from '../italian/italian.decorators';
import { LEGAL_FORM_MESSAGE } from './legal-form';

const NUM = 'Deve essere un numero';
const NOT_NEGATIVE = 'Non può essere negativo';
const max = (n: number) => MaxLength(n, { message: MESSAGES.maxLength(n) });

/**
 * The client's scalar fields written from a request body (docs/domain.md#clients), each declared
 * once: its column of `clients` (migrations 0002, 0006, 0010), its OpenAPI schema with the Italian
 * label, its validation (docs/domain.md#partita-iva, #codice-fiscale, #rea, #sdi; 422 messages in
 * Italian). The `Client` entity extends this class with the derived columns and relations; the
 * request DTOs (`ClientInputDto`, `ClientUpdateDto`) and the full answer (`ClientDetail`) are its
 * mapped types. A new client field: its migration, one line here, its form entry and its label
 * (docs/architecture.md#a-field-defined-once).
 */
export class ClientFields extends ProjectOwnedRecord {
  @TextField({ label: 'Ragione sociale', required: true, length: 255 }) business_name: string;
  @TextField({ label: 'Riferimento interno', length: 100 }) reference: string | null;
  @Index()
  @TextField({ label: 'Partita IVA', note: '11 digits', length: 11, validate: [IsPartitaIva()] })
  vat_number: string | null;
  @Index()
  @TextField({ label: 'Codice fiscale', length: 16, validate: [IsCodiceFiscale()] })
  fiscal_code: string | null;
  @TextField({
    label: 'Forma giuridica: codice ELF ISO 20275',
    note: 'an active Italian legal form of GET /api/reference/legal-forms, e.g. OV32 = S.r.l.; table legal_forms, migration 0010',
    example: 'OV32',
    length: 100,
    validate: [Matches(/^[A-Za-z0-9]{4}$/, { message: LEGAL_FORM_MESSAGE })],
  })
  legal_form: string | null;
  @TextField({ label: 'Sezione', length: 100 }) section: string | null;
  @TextField({ label: 'Fondo interprofessionale', length: 200 }) interprofessional_fund: string | null;
  @DateField({ label: 'Data di costituzione' }) constitution_date: string | null;
  @TextField({ label: 'Descrizione dell’attività' }) activity_description: string | null;
  @TextField({ label: 'Telefono', length: 40 }) phone: string | null;
  @TextField({ label: 'Sito web', length: 255 }) website: string | null;
  @TextField({ label: 'Email', length: 255, validate: [IsItalianEmail(), max(255)] }) email: string | null;
  @TextField({ label: 'PEC', length: 255, validate: [IsPec(), max(255)] }) pec: string | null;
  @TextField({ label: 'Codice destinatario SDI', note: '7 characters; 0000000 = delivery by PEC', length: 7, validate: [IsSdi()] })
  sdi: string | null;
  @TextField({ label: 'Tipo di CCNL', length: 200 }) ccnl_type: string | null;
  @TextField({ label: 'Matricola INPS', length: 40 }) inps_registration_number: string | null;
  @TextField({ label: 'Sede INPS', length: 200 }) inps_location: string | null;
  @TextField({ label: 'Codice ditta INAIL', length: 40 }) inail_registration_number: string | null;
  @TextField({ label: 'Sede INAIL', length: 200 }) inail_location: string | null;
  @TextField({ label: 'Regime contabile', length: 60 }) accounting_type: string | null;
  @TextField({ label: 'Note' }) note: string | null;
  @ChoiceField({ label: 'Iscritta alla CCIAA', values: ['yes', 'no'], length: 3, message: 'Valore non valido: yes o no' })
  subscribed_to_cciaa: 'yes' | 'no' | null;
  @TextField({ label: 'Numero REA', length: 20, validate: [IsRea()] }) rea_number: string | null;
  @TextField({ label: 'Numero di iscrizione al registro delle imprese', length: 40 }) registration_number: string | null;
  @TextField({ label: 'Sezione della CCIAA', length: 100 }) section_cciaa: string | null;
  @DateField({ label: 'Data di iscrizione', note: 'default today', defaultToday: true }) registration_date: string | null;
  @NumberField({
    label: 'Capitale sociale, EUR',
    precision: 15,
    scale: 2,
    validate: [IsNumber({}, { message: NUM }), IsEuro(), Min(0, { message: NOT_NEGATIVE })],
  })
  social_capital: number | null;
  @FlagField({ label: 'Impresa partecipata da enti pubblici' }) public_entity_enterprise: boolean;
  @FlagField({ label: 'Impresa giovanile' }) youth_enterprise: boolean;
  @FlagField({ label: 'Impresa femminile' }) female_enterprise: boolean;
  /** SME relation flags (docs/domain.md#sme-size-commission-recommendation-2003361ec-annex-title-i). */
  @FlagField({ label: 'Impresa autonoma (nessuna associata o collegata)', initial: true }) autonomous: boolean;
  @FlagField({ label: 'Ha imprese associate' }) associated: boolean;
  @FlagField({ label: 'Ha imprese collegate' }) connected: boolean;
  @FlagField({ label: 'Ha imprese collegate tramite persone fisiche' }) connected_by_person: boolean;
  @TextField({ label: 'Note sulla dimensione' }) company_dimension_notes: string | null;
  @NumberField({
    label: 'Quota di capitale o di voti di enti pubblici, percento',
    note: '>= 25 = not an SME',
    precision: 5,
    scale: 2,
    validate: [IsNumber({}, { message: NUM }), Min(0, { message: NOT_NEGATIVE }), Max(100, { message: 'Al massimo 100' })],
  })
  public_bodies_share: number | null;
}

/** The columns of the environment-owned record itself, never written from a body. */
export const RECORD_COLUMNS = ['id', 'created_at', 'updated_at', 'project_id', 'project'] as const;

/** The scalar columns written from a body, in declaration order (the fields of {@link ClientFields}). */
export const CLIENT_SCALARS = fieldsOf(ClientFields);
