import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SessionService } from '../auth/session.service';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { UpdateUserDto } from '../users/dto/update-user.dto';
import { UserViewDto } from '../users/dto/user-view.dto';
import { toUserView, UserView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { AccountService } from './account.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly account: AccountService,
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
    const { user, emailChanged } = await this.account.updateProfile(viewer, id, dto);
    if (emailChanged) await this.sessions.start(reply, user);
    return toUserView(user, { private: true });
  }
}
