import { Body, Controller, Get, Param, Put } from '@nestjs/common';
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
  constructor(private readonly users: UsersService) {}

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
  ): Promise<UserView> {
    const user = await this.users.updateProfile(viewer.id, id, dto);
    return toUserView(user, { private: true });
  }
}
