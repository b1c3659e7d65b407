import { ApiProperty } from '@nestjs/swagger';
import { DOSSIER_SOURCE_KINDS, DOSSIER_STATUSES, type DossierSourceKind, type DossierStatus } from './dossier-item.entity';

/** The client document linked to a dossier item; `expiry_date` `YYYY-MM-DD`. */
export class DossierLinkedDocumentView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiry_date!: string | null;
}

/** The item's own uploaded file. */
export class DossierFileView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() original_name!: string;
}

/** One item of a dossier (docs/domain.md#dossier). */
export class DossierItemView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: DOSSIER_SOURCE_KINDS }) source_kind!: DossierSourceKind;
  @ApiProperty({ type: String, nullable: true }) source_ref!: string | null;
  @ApiProperty() label!: string;
  @ApiProperty() required!: boolean;
  @ApiProperty({ enum: DOSSIER_STATUSES, description: "Stato oggi (un documento del cliente collegato e scaduto: 'scaduto')" })
  status!: DossierStatus;
  @ApiProperty({ description: "Caricato e non ancora verificato ('da verificare')" }) to_verify!: boolean;
  @ApiProperty({ type: DossierLinkedDocumentView, nullable: true }) client_document!: DossierLinkedDocumentView | null;
  @ApiProperty({ type: DossierFileView, nullable: true }) file!: DossierFileView | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) verified_by!: number | null;
  @ApiProperty({ type: String, nullable: true }) verified_by_name!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) verified_at!: string | null;
  @ApiProperty({ description: 'Caricato dal cliente tramite il link' }) uploaded_via_link!: boolean;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: 'integer' }) version!: number;
}

/** Progress of a dossier: required items not "non applicabile", and those caricato or verificato. */
export class DossierProgressView {
  @ApiProperty({ type: 'integer' }) required_total!: number;
  @ApiProperty({ type: 'integer' }) done!: number;
}

/** GET …/dossier: the items in order and the progress. */
export class DossierView {
  @ApiProperty({ type: 'integer' }) negotiation_id!: number;
  @ApiProperty({ type: [DossierItemView] }) items!: DossierItemView[];
  @ApiProperty({ type: DossierProgressView }) progress!: DossierProgressView;
}

/** An upload link of a dossier (never its token). */
export class DossierLinkView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'Non revocato e non scaduto' }) active!: boolean;
}

/** A link just created: with its token and the public page's path (shown only here). */
export class CreatedDossierLinkView extends DossierLinkView {
  @ApiProperty() token!: string;
  @ApiProperty({ description: 'Percorso della pagina pubblica di caricamento' }) url!: string;
}

/** `{data, total}` of a dossier's upload links. */
export class DossierLinkPage {
  @ApiProperty({ type: [DossierLinkView] }) data!: DossierLinkView[];
  @ApiProperty({ type: 'integer' }) total!: number;
}

/** A missing item as the referent sees it (no internal notes). */
export class PublicDossierItemView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() label!: string;
  @ApiProperty() required!: boolean;
  @ApiProperty({ enum: ['mancante', 'scaduto'] }) status!: DossierStatus;
}

/** The referent's public page: the client, the negotiation's title, the missing items, the link's expiry. */
export class PublicDossierView {
  @ApiProperty() client_name!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: [PublicDossierItemView] }) items!: PublicDossierItemView[];
}
