import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';

/** `?unread=true&skip&take` of GET /api/projects/{projectId}/notifications: the list's paging (ListQueryDto: skip 0..MAX_SKIP, take 1..MAX_TAKE, default 15) without a search. */
export class NotificationListQueryDto extends PickType(ListQueryDto, ['skip', 'take'] as const) {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true`: solo le non lette' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Valore non valido: true o false' })
  unread?: 'true' | 'false';
}
