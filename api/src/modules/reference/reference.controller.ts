import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { AtecoQueryDto, ComuniQueryDto, ProvincesQueryDto } from './reference.dto';
import { ReferenceService } from './reference.service';
import {
  AtecoCodeDetail,
  AtecoCodePage,
  AtecoRecodingView,
  ComunePage,
  DropdownOptionView,
  ForeignStateView,
  LegalFormView,
  ProvinceView,
  ReferenceOptionsView,
  RegionView,
} from './reference.response';

export { DropdownOptionView } from './reference.response';

const CACHE = 'private, max-age=3600';

/** Reference data for pickers and rules (any logged-in user). Answers are cacheable for an hour. */
@ApiTags('reference')
@Controller('reference')
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  /** ATECO codes: `?version=2025|2007&level=1..6&parent=&search=&skip&take` -> `{data, total}`. */
  @Get('ateco')
  @ApiOkResponse({ type: AtecoCodePage })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  ateco(@Query() q: AtecoQueryDto): Promise<AtecoCodePage> {
    return this.reference.ateco(q);
  }

  /** One ATECO code with its ancestors: `/ateco/62.01.00?version=2025`. */
  @Get('ateco/:code')
  @ApiOkResponse({ type: AtecoCodeDetail })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  atecoCode(@Param('code') code: string, @Query() q: AtecoQueryDto): Promise<AtecoCodeDetail> {
    return this.reference.atecoCode(q.version ?? '2025', code);
  }

  /** ISTAT recoding of an ATECO 2007 (agg. 2022) code to ATECO 2025. */
  @Get('ateco-recoding/:code')
  @ApiOkResponse({ type: AtecoRecodingView })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  recoding(@Param('code') code: string): Promise<AtecoRecodingView> {
    return this.reference.recoding(code);
  }

  /** The 20 Italian regions. */
  @Get('regions')
  @ApiOkResponse({ type: RegionView, isArray: true })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  regions(): Promise<RegionView[]> {
    return this.reference.regions();
  }

  /** The 107 provinces (`?region=03`). */
  @Get('provinces')
  @ApiOkResponse({ type: ProvinceView, isArray: true })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  provinces(@Query() q: ProvincesQueryDto): Promise<ProvinceView[]> {
    return this.reference.provinces(q.region);
  }

  /** Comuni search: `?search=&province=&region=&skip&take` -> `{data, total}` (7,896 in all). */
  @Get('comuni')
  @ApiOkResponse({ type: ComunePage })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  comuni(@Query() q: ComuniQueryDto): Promise<ComunePage> {
    return this.reference.comuni(q);
  }

  /** Active Italian legal forms (ISO 20275 ELF code list, GLEIF). */
  @Get('legal-forms')
  @ApiOkResponse({ type: LegalFormView, isArray: true })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  legalForms(): Promise<LegalFormView[]> {
    return this.reference.legalForms();
  }

  /** Foreign states with Belfiore codes. */
  @Get('foreign-states')
  @ApiOkResponse({ type: ForeignStateView, isArray: true })
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  foreignStates(): Promise<ForeignStateView[]> {
    return this.reference.foreignStates();
  }

  /** docs/domain.md#reference-data lists: nations, evaluation procedures, establishment years. */
  @Get('options')
  @ApiOkResponse({ type: ReferenceOptionsView })
  @Auth({ permission: 'session.any' })
  options(): ReferenceOptionsView {
    return this.reference.options();
  }

  /** Active values of a dropdown list (areas_of_intervention, company_dimensions, business_registers, interprofessional_funds). */
  @Get('dropdowns/:list')
  @ApiOkResponse({ type: DropdownOptionView, isArray: true })
  @Auth({ permission: 'session.any' })
  dropdown(@Param('list') list: string): Promise<DropdownOptionView[]> {
    return this.reference.dropdown(list);
  }
}
