import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { Auth } from '../../common/auth/auth.decorator';
import type { Paginated } from '../../common/http/pagination';
import { FederationRemote } from './federation-remote.entity';
import { invalidateRemoteOrigins } from './remote-origins';

/** PUT /api/federation/remotes/{name} body: the new mf-manifest.json URL. */
export class UpdateRemoteDto {
  @ApiProperty({ example: 'https://cdn.example.it/mf-calls/1.4.0/mf-manifest.json' })
  @IsString()
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(500)
  @Matches(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { message: 'Deve essere un URL assoluto o un percorso che inizia con /' })
  entry: string;
}

export interface RemoteView {
  name: string;
  entry: string;
  module: FederationRemote['module'];
}

/** The remote registry the shell reads at start (DESIGN.md §2). */
@ApiTags('federation')
@Controller('federation/remotes')
export class FederationController {
  constructor(private readonly dataSource: DataSource) {}

  /** All remotes with their manifest URLs; public, as the login page already needs the shell. */
  @Get()
  @Auth({ public: true })
  async list(): Promise<Paginated<RemoteView>> {
    const rows = await this.dataSource.getRepository(FederationRemote).find({ order: { sort_order: 'ASC', name: 'ASC' } });
    return { data: rows.map(({ name, entry, module }) => ({ name, entry, module })), total: rows.length };
  }

  /** Points a remote at another build (administrator). 404 for an unknown remote. */
  @Put(':name')
  @Auth({ permission: 'federation.update' })
  async update(@Param('name') name: string, @Body() dto: UpdateRemoteDto): Promise<RemoteView> {
    const repo = this.dataSource.getRepository(FederationRemote);
    const remote = await repo.findOneBy({ name });
    if (!remote) throw new NotFoundException('Remote non trovato');
    remote.entry = dto.entry;
    await repo.save(remote);
    invalidateRemoteOrigins();
    return { name: remote.name, entry: remote.entry, module: remote.module };
  }
}
