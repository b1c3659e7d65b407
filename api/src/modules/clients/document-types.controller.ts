import { Body, Controller, ForbiddenException, Get, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { capabilitiesOf } from '../../common/auth/roles';
import { ValidationErrorBodyDto } from '../../common/http/api-responses';
import { idPipe } from '../../common/http/input-policy';
import type { User } from '../users/user.entity';
import { DocumentTypeInputDto, DocumentTypeView, UpdateDocumentTypeDto } from './client-documents.dto';
import { InvalidDocumentException } from './client-documents.service';
import { DocumentTypesRepository, type DocumentTypeRow } from './document-types.repository';

/** A stable code from a label: lowercase ASCII letters, digits and underscores ("Certificato SOA" -> certificato_soa). */
export function codeFromLabel(label: string): string {
  const code = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32);
  return code || 'tipo';
}

/** The validity fields after a change: one rule at most (422 otherwise). */
function validity(v: Pick<DocumentTypeRow, 'validity_days' | 'validity_months' | 'expiry_from_document'>) {
  const set = [v.validity_days != null, v.validity_months != null, v.expiry_from_document].filter(Boolean).length;
  if (set > 1) {
    const message = 'Indica una sola regola: giorni, mesi o scadenza riportata sul documento';
    throw new InvalidDocumentException({ validity_days: [message], validity_months: [message], expiry_from_document: [message] });
  }
}

/**
 * The global list of client document types and their default validity (docs/domain.md#client-documents):
 * read by every logged-in user (the upload form's select); created and edited from the global
 * settings (`settings.global.read` and canSeeGlobalSettings: the administrator, a global expert
 * allowed to edit the global settings; 403 otherwise), like the other global lists of
 * SettingsController. The built-in types keep their code; a type is retired with `active: false`
 * (its documents stay). SQL: DocumentTypesRepository.
 */
@ApiTags('settings')
@Controller()
export class DocumentTypesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly types: DocumentTypesRepository,
  ) {}

  /** Every document type (active and not), by position. */
  @Get('document-types')
  @ApiOkResponse({ type: DocumentTypeView, isArray: true })
  @Auth({ permission: 'session.any' })
  list(): Promise<DocumentTypeView[]> {
    return this.types.list(this.dataSource);
  }

  /** Adds a type (code from the label); 201. 422 label taken or more than one validity rule; 403 without the global settings. */
  @Post('settings/document-types')
  @ApiCreatedResponse({ type: DocumentTypeView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @Auth({ permission: 'settings.global.read' })
  async create(@CurrentUser() user: User, @Body() dto: DocumentTypeInputDto): Promise<DocumentTypeView> {
    assertGlobalSettings(user);
    const values = {
      label: dto.label.trim(),
      validity_days: dto.validity_days ?? null,
      validity_months: dto.validity_months ?? null,
      expiry_from_document: dto.expiry_from_document ?? false,
      active: dto.active ?? true,
    };
    validity(values);
    return this.dataSource.transaction(async (em) => {
      if (await this.types.labelTaken(em, values.label, null))
        throw new InvalidDocumentException({ label: ['Esiste già un tipo con questo nome'] });
      const base = codeFromLabel(values.label);
      let code = base;
      for (let n = 2; await this.types.byCode(em, code); n++) code = `${base}_${n}`;
      return this.types.insert(em, { ...values, code });
    });
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
    return this.dataSource.transaction(async (em) => {
      const current = await this.types.byId(em, id);
      if (!current) throw new NotFoundException('Tipo di documento non trovato');
      const values = {
        label: dto.label?.trim() ?? current.label,
        validity_days: dto.validity_days !== undefined ? dto.validity_days : current.validity_days,
        validity_months: dto.validity_months !== undefined ? dto.validity_months : current.validity_months,
        expiry_from_document: dto.expiry_from_document ?? current.expiry_from_document,
        active: dto.active ?? current.active,
      };
      validity(values);
      if (await this.types.labelTaken(em, values.label, id))
        throw new InvalidDocumentException({ label: ['Esiste già un tipo con questo nome'] });
      return (await this.types.update(em, id, values))!;
    });
  }
}

/** 403 unless the user may edit the global settings (as SettingsService.assertGlobalSettings). */
function assertGlobalSettings(user: User): void {
  if (!capabilitiesOf(user).canSeeGlobalSettings) throw new ForbiddenException('Non hai accesso alle impostazioni globali');
}
