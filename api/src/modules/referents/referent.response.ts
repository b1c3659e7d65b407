import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';

/** The login of a referent who was given access to the platform. */
export class ReferentAccess {
  @ApiProperty({ type: 'integer' })
  user_id!: number;

  @ApiProperty()
  email!: string;

  @ApiProperty({ description: 'Invito accettato' })
  accepted!: boolean;

  @ApiProperty({ enum: ['active', 'inactive'] })
  status!: string;
}

/** A client linked to a referent. */
export class ReferentClientView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  business_name!: string;

  @ApiProperty({ type: String, nullable: true })
  vat_number!: string | null;
}

/** A referent of an environment (a contact person of clients). */
export class ReferentView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  project_id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  surname!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  organisation!: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: [ReferentClientView] })
  clients!: ReferentClientView[];

  @ApiPropertyOptional({ type: 'integer', description: 'Clienti collegati (solo nell’elenco)' })
  clients_count?: number;

  @ApiProperty({ type: ReferentAccess, nullable: true })
  access!: ReferentAccess | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** `{data, total}` of referents. */
export class ReferentPage extends PageOf(ReferentView) {}
