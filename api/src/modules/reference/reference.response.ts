import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';

/** An active value of a dropdown list: the stored `value` and its Italian `label`. */
export class DropdownOptionView {
  @ApiProperty({ example: 'digitalizzazione' })
  value!: string;

  @ApiProperty({ example: 'Digitalizzazione' })
  label!: string;
}

/** An ISTAT ATECO code (docs/domain.md#reference-data), version 2025 or 2007 (agg. 2022). */
export class AtecoCodeView {
  @ApiProperty({ enum: ['2025', '2007'] })
  version!: string;

  @ApiProperty({ example: '62.10.00', description: 'Codice: lettera di sezione o cifre con i punti' })
  code!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  description_en!: string | null;

  @ApiProperty({ type: 'integer', description: '1 sezione … 6 sottocategoria' })
  level!: number;

  @ApiProperty({ example: 'Sottocategoria' })
  level_name!: string;

  @ApiProperty({ type: String, nullable: true })
  parent_code!: string | null;

  @ApiProperty({ description: 'Lettera della sezione' })
  section!: string;
}

/** `{data, total}` of ATECO codes. */
export class AtecoCodePage extends PageOf(AtecoCodeView) {}

/** One ATECO code with its ancestors, section first. */
export class AtecoCodeDetail extends AtecoCodeView {
  @ApiProperty({ type: [AtecoCodeView], description: 'Dalla sezione al padre diretto' })
  ancestors!: AtecoCodeView[];
}

/** The ISTAT recoding of an ATECO 2007 (agg. 2022) code to ATECO 2025; null codes: "n.d.", to be chosen by hand. */
export class AtecoRecodingView {
  @ApiProperty()
  code_2007!: string;

  @ApiProperty({ type: 'integer' })
  level!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Numero di codici 2025 corrispondenti' })
  correspondences!: number | null;

  @ApiProperty({ type: String, nullable: true })
  subtype!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Tipo di ricodifica ISTAT (una lettera)' })
  recoding_type!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Codice 2025 rappresentativo' })
  code_2025!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Codice 2025 usato dalle Camere di commercio' })
  code_2025_chamber!: string | null;
}

/** An Italian region (ISTAT). */
export class RegionView {
  @ApiProperty({ example: '03', description: 'Codice ISTAT' })
  code!: string;

  @ApiProperty({ example: 'Lombardia' })
  name!: string;

  @ApiProperty({ example: 'Nord-ovest', description: 'Ripartizione geografica' })
  area!: string;

  @ApiProperty({ example: 'ordinario', description: 'Statuto (ordinario o speciale)' })
  statute!: string;
}

/** An Italian province or equivalent body (ISTAT). */
export class ProvinceView {
  @ApiProperty({ example: '015', description: 'Codice ISTAT' })
  code!: string;

  @ApiProperty({ example: 'MI', description: 'Sigla' })
  acronym!: string;

  @ApiProperty({ example: 'Milano' })
  name!: string;

  @ApiProperty({ example: 'Città metropolitana', description: 'Tipo di ente' })
  kind!: string;

  @ApiProperty({ example: '03', description: 'Codice ISTAT della regione' })
  region_code!: string;
}

/** An Italian comune (ISTAT) with its province, region and postal codes. */
export class ComuneView {
  @ApiProperty({ example: '015146', description: 'Codice ISTAT' })
  istat_code!: string;

  @ApiProperty({ example: 'Milano' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Denominazione nell’altra lingua' })
  other_name!: string | null;

  @ApiProperty({ example: 'F205', description: 'Codice catastale (Belfiore)' })
  cadastral_code!: string;

  @ApiProperty({ example: 'MI' })
  province_acronym!: string;

  @ApiProperty({ example: 'Milano' })
  province_name!: string;

  @ApiProperty({ example: '03' })
  region_code!: string;

  @ApiProperty({ example: 'Lombardia' })
  region_name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'CAP principale' })
  cap!: string | null;

  @ApiProperty({ type: [String], description: 'Tutti i CAP del comune' })
  caps!: string[];
}

/** `{data, total}` of comuni. */
export class ComunePage extends PageOf(ComuneView) {}

/** An active Italian legal form (ISO 20275 ELF code list, GLEIF). */
export class LegalFormView {
  @ApiProperty({ example: 'OV32', description: 'Codice ELF' })
  elf_code!: string;

  @ApiProperty({ example: 'Società A Responsabilità Limitata' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'S.R.L.;SRL' })
  abbreviations!: string | null;
}

/** A foreign state with its Belfiore ("Z") code. */
export class ForeignStateView {
  @ApiProperty({ example: 'Z112' })
  belfiore_code!: string;

  @ApiProperty({ example: 'Germania' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'DE' })
  iso2!: string | null;
}

/** The fixed lists of docs/domain.md#reference-data. */
export class ReferenceOptionsView {
  @ApiProperty({ type: [String], example: ['Italia', 'Europa', 'Extra UE'] })
  nations!: string[];

  @ApiProperty({ type: [String], description: 'Procedure di valutazione dei bandi' })
  evaluation_procedures!: string[];

  @ApiProperty({ type: 'integer', isArray: true, description: 'Anni di costituzione, da quest’anno al 1900' })
  establishment_years!: number[];
}
