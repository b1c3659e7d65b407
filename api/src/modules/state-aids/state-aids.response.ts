import { ApiProperty } from '@nestjs/swagger';
import { DE_MINIMIS_REGULATIONS, type DeMinimisRegulation, type UndertakingRelation } from '@bandi/domain';

const RELATIONS: UndertakingRelation[] = ['self', 'controls', 'controlled', 'linked', 'merged', 'split_from'];

/** An aid received by a client (amounts in integer cents, dates `YYYY-MM-DD`). */
export class StateAidView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) client_id!: number;
  @ApiProperty({ description: 'Ragione sociale del beneficiario' }) client_name!: string;
  @ApiProperty({ format: 'date', description: 'Data di concessione' }) grant_date!: string;
  @ApiProperty({ description: 'Soggetto concedente' }) granting_body!: string;
  @ApiProperty({ type: String, nullable: true }) measure_title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Codice Aiuto RNA' }) car!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Codice Concessione RNA' }) cor!: string | null;
  @ApiProperty({ type: String, nullable: true }) cup!: string | null;
  @ApiProperty({ description: 'Regolamento come registrato' }) regulation!: string;
  @ApiProperty({ type: String, nullable: true }) instrument!: string | null;
  @ApiProperty({ type: 'integer', description: 'Elemento di aiuto (ESL) in centesimi' }) aid_element_cents!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Importo nominale in centesimi' }) nominal_amount_cents!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) announcement_id!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) negotiation_id!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) created_by!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) updated_by!: number | null;
  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** `{data, total}`: every aid of the client, newest grant first. */
export class StateAidPage {
  @ApiProperty({ type: StateAidView, isArray: true }) data!: StateAidView[];
  @ApiProperty({ type: 'integer' }) total!: number;
}

/** An aid of the single undertaking with how it counts at the date asked. */
export class DeMinimisAidView extends StateAidView {
  @ApiProperty({ enum: DE_MINIMIS_REGULATIONS, nullable: true, description: 'Regime de minimis del regolamento (null: non de minimis)' })
  de_minimis!: DeMinimisRegulation | null;
  @ApiProperty({ type: 'integer', description: 'Centesimi conteggiati' }) counted_cents!: number;
  @ApiProperty({ description: 'Concesso nel triennio mobile che termina alla data' }) in_window!: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Giorno in cui esce dal triennio' }) released_on!:
    | string
    | null;
}

/** An enterprise of (or linked to but outside) the single undertaking. */
export class UndertakingMemberView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Il cliente dell’ambiente, se lo è' }) client_id!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Partita IVA o codice fiscale' }) fiscal_code!: string | null;
  @ApiProperty({
    enum: [...RELATIONS, 'natural_person', 'partner'],
    description: 'self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner',
  })
  relation!: string;
  @ApiProperty({ description: 'Articolo (Reg. (UE) 2023/2831)' }) article!: string;
  @ApiProperty() reason!: string;
}

/** A member with the aid it received in the window. */
export class UndertakingMemberAidView extends UndertakingMemberView {
  @ApiProperty({ type: 'integer', description: 'Aiuti de minimis nel triennio, centesimi' }) aid_cents!: number;
}

/** The headroom under one regulation. */
export class RegulationHeadroomView {
  @ApiProperty({ enum: DE_MINIMIS_REGULATIONS }) regulation!: DeMinimisRegulation;
  @ApiProperty({ example: '2023/2831' }) act!: string;
  @ApiProperty({ type: 'integer', description: 'Massimale del regolamento, centesimi' }) ceiling_cents!: number;
  @ApiProperty({ type: 'integer', description: 'Aiuti nel triennio conteggiati sul massimale, centesimi' }) used_cents!: number;
  @ApiProperty({ type: 'integer', description: 'Margine: il minore tra i limiti del regolamento (cumulo compreso), centesimi' })
  headroom_cents!: number;
  @ApiProperty({ format: 'date' }) window_start!: string;
  @ApiProperty({ format: 'date' }) window_end!: string;
  @ApiProperty({ description: 'Articolo del limite che lascia il margine minore' }) binding_article!: string;
}

/** A future day when aid leaves the window. */
export class DeMinimisReleaseView {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: DE_MINIMIS_REGULATIONS }) regulation!: DeMinimisRegulation;
  @ApiProperty({ type: 'integer' }) cents!: number;
}

/** GET …/de-minimis: the single undertaking, the headroom per regulation and the aid, at `at`. */
export class DeMinimisView {
  @ApiProperty({ format: 'date' }) at!: string;
  @ApiProperty({ type: UndertakingMemberAidView, isArray: true }) single_undertaking!: UndertakingMemberAidView[];
  @ApiProperty({ type: UndertakingMemberView, isArray: true, description: 'Imprese legate ma fuori dall’impresa unica' })
  excluded!: UndertakingMemberView[];
  @ApiProperty({ type: RegulationHeadroomView, isArray: true }) regulations!: RegulationHeadroomView[];
  @ApiProperty({ type: DeMinimisAidView, isArray: true }) aids!: DeMinimisAidView[];
  @ApiProperty({ type: DeMinimisReleaseView, isArray: true }) releases!: DeMinimisReleaseView[];
}

/** Outcomes of the de minimis check of an announcement for a client. */
export const DE_MINIMIS_CHECK_STATUSES = ['fits', 'does_not_fit', 'unknown'] as const;

/**
 * The de minimis check of one (call, client) pair (docs/domain.md#de-minimis-in-eligibility): the
 * headroom of the client's single undertaking under the general de minimis at the announcement's closing
 * date (or today), against the announcement's maximum aid when known. `fits`: the maximum aid (or, when
 * the announcement states none, some aid) fits; `does_not_fit`: it exceeds the headroom and cannot be
 * granted in any part (Reg. (UE) 2023/2831 art. 3(7)), `largest_fitting_cents` is what may be
 * granted instead; `unknown`: no aid recorded for the client, the headroom cannot be trusted.
 */
export class DeMinimisCheckView {
  @ApiProperty({ enum: DE_MINIMIS_CHECK_STATUSES }) status!: (typeof DE_MINIMIS_CHECK_STATUSES)[number];
  @ApiProperty({ enum: DE_MINIMIS_REGULATIONS }) regulation!: DeMinimisRegulation;
  @ApiProperty({ format: 'date', description: 'Data della verifica: chiusura del bando, o oggi' }) at!: string;
  @ApiProperty({ type: 'integer', description: 'Margine alla data, centesimi' }) headroom_cents!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Aiuto massimo del bando, centesimi (null: non indicato)' })
  max_aid_cents!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Importo massimo concedibile quando l’aiuto del bando non rientra' })
  largest_fitting_cents!: number | null;
  @ApiProperty({ description: 'Aiuti registrati per l’impresa unica del cliente' }) aid_recorded!: boolean;
  @ApiProperty({ description: 'Articolo applicato' }) article!: string;
  @ApiProperty({ description: 'Spiegazione in italiano' }) message!: string;
}
