import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** PUT /api/profile/start-page body. */
export class StartPageDto {
  @ApiProperty({ enum: ['default', 'home'], description: '`default`: la pagina iniziale del ruolo; `home`: La mia giornata' })
  @IsIn(['default', 'home'], { message: 'Scegli la pagina iniziale: predefinita (default) o La mia giornata (home)' })
  start_page!: 'default' | 'home';
}
