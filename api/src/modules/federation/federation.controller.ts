import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Auth } from '../../common/auth/auth.decorator';
import { PageOf } from '../../common/http/api-responses';
import type { Paginated } from '../../common/http/pagination';
import { MODULE_NAMES } from '../projects/project.entity';
import { FederationRemote } from './federation-remote.entity';
import { FederationRemotesService } from './remotes.service';

/** PUT /api/federation/remotes/{name} body: the new mf-manifest.json URL. */
export class UpdateRemoteDto {
  @ApiProperty({ example: 'https://cdn.example.it/mf-calls/1.4.0/mf-manifest.json' })
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(500)
  @Matches(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { message: 'Deve essere un URL assoluto o un percorso che inizia con /' })
  entry: string;
}

/** A remote of the federation registry: its name, manifest URL and the module it serves. */
export class RemoteView {
  @ApiProperty({ example: 'mf-calls' })
  name!: string;

  @ApiProperty({ description: 'URL di mf-manifest.json' })
  entry!: string;

  @ApiProperty({ enum: MODULE_NAMES })
  module!: FederationRemote['module'];
}

/** `{data, total}` of remotes. */
export class RemotePage extends PageOf(RemoteView) {}

/** The remote registry the shell reads at start (docs/architecture.md#front-ends-and-module-federation). */
@ApiTags('federation')
@Controller('federation/remotes')
export class FederationController {
  constructor(private readonly remotes: FederationRemotesService) {}

  /** All remotes with their manifest URLs; public, as the login page already needs the shell. */
  @Get()
  @ApiOkResponse({ type: RemotePage })
  @Auth({ public: true })
  async list(): Promise<Paginated<RemoteView>> {
    const data = await this.remotes.list();
    return { data, total: data.length };
  }

  /** Points a remote at another build (administrator). 404 for an unknown remote. */
  @Put(':name')
  @ApiOkResponse({ type: RemoteView })
  @Auth({ permission: 'federation.update' })
  async update(@Param('name') name: string, @Body() dto: UpdateRemoteDto): Promise<RemoteView> {
    return this.remotes.point(name, dto.entry);
  }
}
