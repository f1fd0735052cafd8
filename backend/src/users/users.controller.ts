import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthService } from '../auth/auth.service';
import { SessionService } from '../auth/session.service';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../auth/access.decorator';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserViewDto } from './dto/user-view.dto';
import { toUserView, UserView } from './user.view';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  /** Public fields for anyone; e-mail and phone only for the user themself and admins. */
  @Get(':id')
  @ApiOkResponse({ type: UserViewDto })
  @ApiNotFoundResponse({ description: 'No such user' })
  async get(@Param('id') id: string, @CurrentUser() viewer: SessionUser | undefined): Promise<UserView> {
    const user = await this.users.getById(id);
    return toUserView(user, { private: viewer !== undefined && (viewer.id === user.id || viewer.isAdmin) });
  }

  @Put(':id')
  @Access('user')
  @ApiOkResponse({ type: UserViewDto })
  @ApiForbiddenResponse({ description: 'Not your own profile' })
  @ApiConflictResponse({ description: 'Username or e-mail taken' })
  async update(
    @Param('id') id: string,
    @Body() dto: UpdateUserDto,
    @CurrentUser() viewer: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const before = await this.users.getById(id);
    const emailChange =
      viewer.id === before.id &&
      dto.email !== undefined &&
      dto.email.trim().toLowerCase() !== before.email.toLowerCase();
    if (emailChange) await this.auth.assertMayChangeEmail(viewer.id, dto.currentPassword);
    const user = await this.users.updateProfile(viewer.id, id, dto);
    if (emailChange) {
      await this.auth.emailChanged(before.email, user);
      await this.sessions.start(reply, user);
    }
    return toUserView(user, { private: true });
  }
}
