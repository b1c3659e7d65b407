import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { AtecoQueryDto, ComuniQueryDto, ProvincesQueryDto } from './reference.dto';
import { ReferenceService } from './reference.service';

const CACHE = 'private, max-age=3600';

/** Reference data for pickers and rules (any logged-in user). Answers are cacheable for an hour. */
@ApiTags('reference')
@Controller('reference')
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  /** ATECO codes: `?version=2025|2007&level=1..6&parent=&search=&skip&take` -> `{data, total}`. */
  @Get('ateco')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  ateco(@Query() q: AtecoQueryDto) {
    return this.reference.ateco(q);
  }

  /** One ATECO code with its ancestors: `/ateco/62.01.00?version=2025`. */
  @Get('ateco/:code')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  atecoCode(@Param('code') code: string, @Query() q: AtecoQueryDto) {
    return this.reference.atecoCode(q.version ?? '2025', code);
  }

  /** ISTAT recoding of an ATECO 2007 (agg. 2022) code to ATECO 2025. */
  @Get('ateco-recoding/:code')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  recoding(@Param('code') code: string) {
    return this.reference.recoding(code);
  }

  /** The 20 Italian regions. */
  @Get('regions')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  regions() {
    return this.reference.regions();
  }

  /** The 107 provinces (`?region=03`). */
  @Get('provinces')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  provinces(@Query() q: ProvincesQueryDto) {
    return this.reference.provinces(q.region);
  }

  /** Comuni search: `?search=&province=&region=&skip&take` -> `{data, total}` (7,896 in all). */
  @Get('comuni')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  comuni(@Query() q: ComuniQueryDto) {
    return this.reference.comuni(q);
  }

  /** Active Italian legal forms (ISO 20275 ELF code list, GLEIF). */
  @Get('legal-forms')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  legalForms() {
    return this.reference.legalForms();
  }

  /** Foreign states with Belfiore codes. */
  @Get('foreign-states')
  @Auth({ permission: 'session.any' })
  @Header('Cache-Control', CACHE)
  foreignStates() {
    return this.reference.foreignStates();
  }

  /** SPEC §3.9 lists: nations, evaluation procedures, establishment years. */
  @Get('options')
  @Auth({ permission: 'session.any' })
  options() {
    return this.reference.options();
  }

  /** Active values of a dropdown list (areas_of_intervention, company_dimensions, business_registers, interprofessional_funds). */
  @Get('dropdowns/:list')
  @Auth({ permission: 'session.any' })
  dropdown(@Param('list') list: string) {
    return this.reference.dropdown(list);
  }
}
