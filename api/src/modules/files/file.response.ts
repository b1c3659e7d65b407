import { ApiProperty } from '@nestjs/swagger';

/** An uploaded file as the API answers it (docs/domain.md#announcements, documents): its id is referenced in an announcement's body. */
export class FileInfoView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Nome del file caricato (ripulito)' }) original_name!: string;
  @ApiProperty({ example: 'application/pdf', description: 'Tipo riconosciuto dal contenuto' }) mime_type!: string;
  @ApiProperty({ type: 'integer', description: 'Dimensione in byte' }) size_bytes!: number;
}

/** The answer of an upload (POST /files, /projects/{projectId}/files): the file with its upload time. */
export class UploadedFileView extends FileInfoView {
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}
