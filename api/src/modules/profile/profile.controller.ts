import { Controller, Delete, Get, Param, Post, Res, UseFilters, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { LogoTooLargeFilter, sendImage } from '../settings/logos.controller';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AvatarService, MAX_AVATAR_BYTES } from './avatar.service';
import { UserView } from '../users/user.response';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';

/** The logged-in user's avatar (profile pages, docs/screens.md#shared-widgets): upload, removal, image address. */
@ApiTags('auth')
@Controller()
export class ProfileController {
  constructor(
    private readonly avatars: AvatarService,
    private readonly users: UsersService,
  ) {}

  /**
   * Uploads the avatar (multipart field `file`: PNG, JPEG or WebP checked on the content, at
   * most 2 MB = 2,097,152 bytes); replaces the previous one. 201 with the user (`logo` =
   * `/api/avatars/{fileId}`). 422 `{errors:{file}}` for a missing, oversized or wrong file.
   */
  @Post('profile/logo')
  @ApiCreatedResponse({ type: UserView })
  @Auth({ permission: 'session.any' })
  @UseFilters(LogoTooLargeFilter)
  @UseInterceptors(FileUpload('file', { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 2 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(@CurrentUser() user: User, @UploadedPart() file: UploadedFilePart): Promise<UserView> {
    return this.users.view(await this.avatars.upload(user.id, file));
  }

  /** Removes the avatar (initials show again); 200 with the user (`logo` null). */
  @Delete('profile/logo')
  @ApiOkResponse({ type: UserView })
  @Auth({ permission: 'session.any' })
  async clear(@CurrentUser() user: User): Promise<UserView> {
    return this.users.view(await this.avatars.clear(user.id));
  }

  /**
   * An avatar image, for logged-in users who may see its owner: the owner, administrators, and
   * users sharing an environment with the owner. The address is a random UUID that changes on
   * every upload. 404 otherwise, or once the avatar was replaced or removed.
   */
  @Get('avatars/:fileId')
  @ApiOkResponse({ description: 'L’immagine (PNG, JPEG o WebP)', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } })
  @Auth({ permission: 'session.any' })
  async image(@CurrentUser() user: User, @Param('fileId') id: string, @Res() res: FastifyReply): Promise<void> {
    sendImage(res, await this.avatars.open(id, user), { csp: "default-src 'none'", cacheControl: 'private, max-age=86400, immutable' });
  }
}
