import { ApiProperty } from '@nestjs/swagger';
import { UserViewDto } from '../../users/dto/user-view.dto';
import type { UserView } from '../../users/user.view';

/** GET /api/auth/session: the signed-in user, or null for a visitor. */
export class SessionAnswer {
  @ApiProperty({ type: UserViewDto, nullable: true })
  user!: UserView | null;
}
