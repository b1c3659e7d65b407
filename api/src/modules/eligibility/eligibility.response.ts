import { ApiProperty, PickType } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';
import { ClientSummary } from '../clients/client.response';
import { DeMinimisCheckView } from '../state-aids/state-aids.response';

/** Verdicts of one requirement (docs/domain.md#eligibility). */
export const REQUIREMENT_VERDICTS = ['met', 'not_met', 'unknown'] as const;
/** Overall verdicts: every requirement met / at least one not met / none failed but some unknown. */
export const OVERALL_VERDICTS = ['eligible', 'not_eligible', 'unknown'] as const;

/** One requirement an announcement sets, with the verdict for the client and, when unknown, the missing client field. */
export class RequirementVerdict {
  @ApiProperty({ example: 'company_dimension', description: 'Chiave del requisito' })
  requirement!: string;

  @ApiProperty({ example: 'Dimensione d’impresa' })
  label!: string;

  @ApiProperty({ enum: REQUIREMENT_VERDICTS })
  verdict!: (typeof REQUIREMENT_VERDICTS)[number];

  @ApiProperty({ description: 'Che cosa chiede il bando (in italiano, leggibile)' })
  required!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Il valore del cliente (null se manca)' })
  client_value!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Il campo del cliente da compilare quando l’esito è sconosciuto' })
  missing_field!: string | null;
}

/** A client datum to collect: a requirement could not be verified without it. */
export class MissingDatum {
  @ApiProperty({ example: 'clients_history.headcount', description: 'Il campo del cliente da compilare' })
  field!: string;

  @ApiProperty({ example: 'manca il numero di dipendenti' })
  label!: string;
}

/** The verdict of one (call, client) pair: overall, per requirement, and the keys that failed or are unknown. */
export abstract class EligibilityRow {
  @ApiProperty({ enum: OVERALL_VERDICTS })
  verdict!: (typeof OVERALL_VERDICTS)[number];

  @ApiProperty({ type: [RequirementVerdict] })
  requirements!: RequirementVerdict[];

  @ApiProperty({ type: [String], description: 'Requisiti non soddisfatti' })
  failed!: string[];

  @ApiProperty({ type: [String], description: 'Requisiti non verificabili (dati del cliente mancanti)' })
  unknown!: string[];

  @ApiProperty({ type: [MissingDatum], description: 'Dati del cliente da raccogliere, uno per requisito non verificabile' })
  missing_data!: MissingDatum[];

  @ApiProperty({
    type: DeMinimisCheckView,
    nullable: true,
    description:
      'Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste',
  })
  de_minimis!: DeMinimisCheckView | null;
}

/** The announcement of a row of "calls for a client". */
export class EligibleAnnouncementRef {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ['global', 'local'] })
  scope!: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  start_date!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  end_date!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Ente erogatore' })
  supplying_authority!: string | null;
}

/** A row of GET .../clients/{clientId}/eligible-announcements. */
export class EligibleAnnouncement extends EligibilityRow {
  @ApiProperty({ type: EligibleAnnouncementRef })
  announcement!: EligibleAnnouncementRef;
}

/** `{data, total}` of announcements for a client, eligible first, then by deadline. */
export class EligibleAnnouncementPage extends PageOf(EligibleAnnouncement) {}

/** A managing user of a client. */
export class ClientManagerRef {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'Mario Rossi' })
  name!: string;
}

/** The client of a row of "clients for an announcement": the list's identity, dimension, region and managing users. */
export class EligibleClientRef extends PickType(ClientSummary, [
  'id',
  'business_name',
  'vat_number',
  'company_dimension',
  'region',
  'region_code',
]) {
  @ApiProperty({ type: [ClientManagerRef] })
  managers!: ClientManagerRef[];
}

/** A row of GET .../announcements/{announcementId}/eligible-clients. */
export class EligibleClient extends EligibilityRow {
  @ApiProperty({ type: EligibleClientRef })
  client!: EligibleClientRef;
}

/** `{data, total}` of clients for an announcement, in the order asked (default eligible first, then by name). */
export class EligibleClientPage extends PageOf(EligibleClient) {}
