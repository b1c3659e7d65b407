import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { assertGlobalSettings } from '../../common/access/global-settings';
import { ValidationErrorBodyDto } from '../../common/http/api-responses';
import { idPipe } from '../../common/http/input-policy';
import type { User } from '../users/user.entity';
import { DocumentTypeInputDto, DocumentTypeView, UpdateDocumentTypeDto } from './client-documents.dto';
import { DocumentTypesService } from './document-types.service';

/**
 * The global list of client document types and their default validity (docs/domain.md#client-documents):
 * read by every logged-in user (the upload form's select); created and edited from the global
 * settings (`settings.global.read` and canSeeGlobalSettings: the administrator, a global expert
 * allowed to edit the global settings; 403 otherwise), like the other global lists of
 * SettingsController. The built-in types keep their code; a type is retired with `active: false`
 * (its documents stay). Logic: DocumentTypesService.
 */
@ApiTags('settings')
@Controller()
export class DocumentTypesController {
  constructor(private readonly types: DocumentTypesService) {}

  /** Every document type (active and not), by position. */
  @Get('document-types')
  @ApiOkResponse({ type: DocumentTypeView, isArray: true })
  @Auth({ permission: 'session.any' })
  list(): Promise<DocumentTypeView[]> {
    return this.types.list();
  }

  /** Adds a type (code from the label); 201. 422 label taken or more than one validity rule; 403 without the global settings. */
  @Post('settings/document-types')
  @ApiCreatedResponse({ type: DocumentTypeView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @Auth({ permission: 'settings.global.read' })
  async create(@CurrentUser() user: User, @Body() dto: DocumentTypeInputDto): Promise<DocumentTypeView> {
    assertGlobalSettings(user);
    return this.types.create(dto);
  }

  /** Edits a type's label, validity or active flag (the fields sent); 404 unknown; 422 as for create. */
  @Put('settings/document-types/:typeId')
  @ApiOkResponse({ type: DocumentTypeView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @Auth({ permission: 'settings.global.read' })
  async update(
    @CurrentUser() user: User,
    @Param('typeId', idPipe) id: number,
    @Body() dto: UpdateDocumentTypeDto,
  ): Promise<DocumentTypeView> {
    assertGlobalSettings(user);
    return this.types.update(id, dto);
  }
}
