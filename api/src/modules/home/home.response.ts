import { ApiProperty } from '@nestjs/swagger';
import { NEGOTIATION_STAGES, STAGE_KEYS } from '../negotiations/negotiation.dto';

/** A client named on a card. */
export class HomeClientRef {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Ragione sociale' })
  business_name!: string;
}

/** An announcement closing soon that fits (or may fit) at least one of my clients. */
export class HomeClosingAnnouncement {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'date', description: 'Data di chiusura `YYYY-MM-DD`' })
  end_date!: string;

  @ApiProperty({ type: 'integer', description: 'Giorni alla chiusura (0: chiude oggi), Europe/Rome' })
  days_left!: number;

  @ApiProperty({ enum: [7, 30], description: 'Finestra: chiude entro 7 giorni, altrimenti entro 30' })
  within!: 7 | 30;

  @ApiProperty({ type: 'integer', description: 'Miei clienti idonei (verdetto `eligible`)' })
  eligible_count!: number;

  @ApiProperty({ type: 'integer', description: 'Miei clienti con dati mancanti (verdetto `unknown`)' })
  unknown_count!: number;

  @ApiProperty({ type: [HomeClientRef], description: 'I primi clienti idonei (al massimo 3, per ragione sociale)' })
  clients!: HomeClientRef[];
}

/** Totals of one window (7 or 30 days; the 30 days include the 7). */
export class HomeClosingWindow {
  @ApiProperty({ type: 'integer', description: 'Bandi con almeno un mio cliente idoneo' })
  announcements!: number;

  @ApiProperty({ type: 'integer', description: 'Coppie bando-cliente idonee' })
  eligible!: number;

  @ApiProperty({ type: 'integer', description: 'Coppie bando-cliente con dati mancanti' })
  unknown!: number;
}

/** `closing`: published open announcements closing in the next 7 and 30 days that fit my clients. */
export class HomeClosing {
  @ApiProperty({ type: HomeClosingWindow })
  within_7!: HomeClosingWindow;

  @ApiProperty({ type: HomeClosingWindow })
  within_30!: HomeClosingWindow;

  @ApiProperty({
    type: [HomeClosingAnnouncement],
    description: 'Per bando, dal più vicino alla chiusura; solo quelli con clienti idonei o con dati mancanti',
  })
  announcements!: HomeClosingAnnouncement[];

  @ApiProperty({
    description:
      'Più bandi chiudono nei 30 giorni di quanti ne vengono valutati (i primi 30 per data di chiusura): i conteggi sono parziali',
  })
  limited!: boolean;
}

/** A "Sono interessato" click of one of my clients. */
export class HomeInterestItem {
  @ApiProperty({ type: 'integer', nullable: true, description: 'La richiesta (call log) aperta dal clic' })
  call_id!: number | null;

  @ApiProperty({ type: 'integer' })
  client_id!: number;

  @ApiProperty()
  client_name!: string;

  @ApiProperty({ type: 'integer' })
  announcement_id!: number;

  @ApiProperty()
  announcement_name!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;
}

/** A newsletter sign-up. */
export class HomeSignupItem {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ['pending', 'subscribed'], description: 'In attesa di conferma o iscritto' })
  status!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;
}

/** Requests of interest since the last visit. */
export class HomeInterestRequests {
  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: [HomeInterestItem], description: 'Le ultime (al massimo 5), dalla più recente' })
  latest!: HomeInterestItem[];
}

/** Newsletter sign-ups since the last visit. */
export class HomeSignups {
  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: [HomeSignupItem], description: 'Le ultime (al massimo 5), dalla più recente' })
  latest!: HomeSignupItem[];
}

/** `interest`: new "Sono interessato" requests of my clients and newsletter sign-ups of the environment since `since`. */
export class HomeInterest {
  @ApiProperty({ type: String, format: 'date-time', description: 'Da quando si contano: l’ultima visita, altrimenti 7 giorni fa' })
  since!: string;

  @ApiProperty({ type: HomeInterestRequests })
  requests!: HomeInterestRequests;

  @ApiProperty({ type: HomeSignups })
  signups!: HomeSignups;
}

/** One of my open tasks. */
export class HomeTaskItem {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'date' })
  due_date!: string;

  @ApiProperty({ description: 'Scaduto (scadenza prima di oggi)' })
  overdue!: boolean;

  @ApiProperty({ type: 'integer', nullable: true })
  client_id!: number | null;

  @ApiProperty({ type: String, nullable: true })
  client_name!: string | null;
}

/** `tasks`: my open tasks overdue, due today and due in the next 7 days (today to today + 6). */
export class HomeTasks {
  @ApiProperty({ type: 'integer' })
  overdue!: number;

  @ApiProperty({ type: 'integer' })
  today!: number;

  @ApiProperty({ type: 'integer', description: 'In scadenza nei prossimi 7 giorni, oggi compreso' })
  week!: number;

  @ApiProperty({ type: [HomeTaskItem], description: 'I primi (al massimo 5) scaduti o in scadenza entro 7 giorni, per scadenza' })
  first!: HomeTaskItem[];
}

/** Numbers of one kanban stage (amounts in EUR). */
export class HomePipelineStage {
  @ApiProperty({ enum: STAGE_KEYS })
  stage!: string;

  @ApiProperty({ description: 'Etichetta italiana della fase', enum: NEGOTIATION_STAGES.map(([, l]) => l) })
  label!: string;

  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ description: 'Somma degli importi richiesti, EUR' })
  amount_requested!: number;

  @ApiProperty({ description: 'Somma degli importi concessi, EUR' })
  amount_granted!: number;

  @ApiProperty({ description: 'Somma delle success fee, EUR (importo, altrimenti percentuale del concesso)' })
  success_fees!: number;
}

/** Totals over all stages. */
export class HomePipelineTotals {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty()
  amount_requested!: number;

  @ApiProperty()
  amount_granted!: number;

  @ApiProperty()
  success_fees!: number;
}

/** `pipeline`: my negotiations (those of my clients) by stage, all ten stages in kanban order. */
export class HomePipeline {
  @ApiProperty({ type: [HomePipelineStage] })
  stages!: HomePipelineStage[];

  @ApiProperty({ type: HomePipelineTotals })
  totals!: HomePipelineTotals;
}

/** `documents`: current documents of my clients expired or expiring within 30 days (issue 35, docs/domain.md#client-documents). */
export class HomeDocuments {
  @ApiProperty({ type: 'integer', description: 'Documenti attuali scaduti' })
  expired!: number;

  @ApiProperty({ type: 'integer', description: 'Documenti attuali in scadenza entro 30 giorni' })
  expiring!: number;

  @ApiProperty({ type: 'integer', description: 'Clienti con almeno un documento scaduto o in scadenza' })
  clients!: number;
}

/** GET /api/projects/{projectId}/home: La mia giornata of the current user in the environment. */
export class HomeView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Ultima visita segnata (POST .../home/seen)' })
  last_visit_at!: string | null;

  @ApiProperty({ description: 'Tutti i clienti dell’ambiente (amministratori) o quelli che gestisco' })
  all_clients!: boolean;

  @ApiProperty({ type: 'integer', description: 'Quanti sono i miei clienti' })
  my_clients!: number;

  @ApiProperty({ type: HomeClosing })
  closing!: HomeClosing;

  @ApiProperty({ type: HomeInterest })
  interest!: HomeInterest;

  @ApiProperty({ type: HomeTasks })
  tasks!: HomeTasks;

  @ApiProperty({ type: HomePipeline })
  pipeline!: HomePipeline;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Clienti dell’ambiente senza gestore: solo per gli amministratori (di sistema o locali), null per gli altri',
  })
  unassigned_clients!: number | null;

  @ApiProperty({ type: HomeDocuments })
  documents!: HomeDocuments;
}

/** POST /api/projects/{projectId}/home/seen. */
export class HomeSeenView {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'L’ora segnata; null se l’utente non ha una riga di appartenenza all’ambiente',
  })
  last_visit_at!: string | null;
}
