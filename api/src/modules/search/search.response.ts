import { ApiProperty } from '@nestjs/swagger';

/** The kinds of record the global search finds, in the order of their groups. */
export const SEARCH_TYPES = ['client', 'referent', 'announcement', 'call', 'negotiation'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How a hit matched the term, best first. */
export const SEARCH_MATCHES = ['exact', 'prefix', 'word', 'partial'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** One record found by the global search. */
export class SearchHitView {
  @ApiProperty({ enum: SEARCH_TYPES, description: 'Tipo di record: cliente, referente, bando, richiesta, trattativa' })
  type!: SearchType;

  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Nome del record (ragione sociale, nome e cognome, titolo)' })
  title!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Riga di dettaglio in italiano (P.IVA e comune, e-mail, scadenza, data, fase)',
  })
  subtitle!: string | null;

  @ApiProperty({ description: 'Indirizzo della pagina del record nel front end, es. `/ambiente/3/clienti/12`' })
  url_path!: string;

  @ApiProperty({
    enum: SEARCH_MATCHES,
    description:
      'exact: identificativo (P.IVA, codice fiscale, e-mail) o nome uguale; prefix: inizia con il termine; word: una parola inizia con il termine; partial: lo contiene',
  })
  match!: SearchMatch;
}

/** Answer of GET /api/projects/{projectId}/search: the hits ranked, best first. */
export class SearchResultView {
  @ApiProperty({ description: 'Il termine cercato, senza spazi ai lati' })
  q!: string;

  @ApiProperty({
    type: [SearchHitView],
    description: 'Per corrispondenza (exact, prefix, word, partial), poi per tipo nell’ordine di SEARCH_TYPES',
  })
  data!: SearchHitView[];
}
