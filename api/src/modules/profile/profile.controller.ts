import { Controller, Delete, Get, Param, Post, Res, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentUser } from '../../common/auth/current.decorators';
import { LogoTooLargeFilter } from '../settings/logos.controller';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AvatarService, MAX_AVATAR_BYTES } from './avatar.service';
import { UserView } from '../users/user.response';

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
  @UseInterceptors(FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 2 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File): Promise<UserView> {
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
  async image(@CurrentUser() user: User, @Param('fileId') id: string, @Res() res: Response): Promise<void> {
    const { mime, size, stream } = await this.avatars.open(id, user);
    res.setHeader('Content-Type', mime);
    res.setHeader('Content-Length', String(size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    stream.pipe(res);
  }
}
