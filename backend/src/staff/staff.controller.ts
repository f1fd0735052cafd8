import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  InvitationPreviewJson,
  StaffAssigneeJson,
  StaffInvitationJson,
  StaffMemberJson,
} from '@market/contracts';
import { Permission } from '../auth/permission.decorator';
import { SessionService } from '../auth/session.service';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { MessageAnswer } from '../common/api-docs';
import { toUserView, UserView } from '../users/user.view';
import { AcceptInvitationDto, InviteStaffDto, UpdateStaffDto } from './dto/staff.dto';
import { StaffService } from './staff.service';

@ApiTags('staff')
@Controller('staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  @Permission('staff.manage')
  @ApiOkResponse({ description: 'StaffMemberJson[]' })
  list(): Promise<StaffMemberJson[]> {
    return this.staff.list();
  }

  /** Who an order may be given to (the order screen's picker): active staff whose role has `orders.work`. */
  @Get('assignees')
  @Permission('orders.work')
  @ApiOkResponse({ description: '[{ _id, username, role }]: active staff with orders.work, by name' })
  assignees(): Promise<StaffAssigneeJson[]> {
    return this.staff.assignees();
  }

  /** Mails a one-time link (72 h); a second invitation to the same address replaces the first. */
  @Post('invitations')
  @Permission('staff.manage')
  @ApiCreatedResponse({ description: '{ _id, email, role, expiresAt }' })
  @ApiConflictResponse({ description: 'STAFF.EMAIL_TAKEN: the address already has an account' })
  invite(@CurrentUser() actor: SessionUser, @Body() dto: InviteStaffDto): Promise<StaffInvitationJson> {
    return this.staff.invite(actor, dto.email, dto.role);
  }

  @Get('invitations')
  @Permission('staff.manage')
  @ApiOkResponse({ description: 'The pending invitations, newest first' })
  pending(): Promise<StaffInvitationJson[]> {
    return this.staff.pending();
  }

  @Delete('invitations/:id')
  @Permission('staff.manage')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async withdraw(@CurrentUser() actor: SessionUser, @Param('id') id: string): Promise<MessageAnswer> {
    await this.staff.withdraw(actor, id);
    return { message: 'Invitation withdrawn' };
  }

  /** The invitation page's question: whose is this link? 404 unknown, 410 used or expired. */
  @Get('invitations/:token')
  @Access('public')
  @ApiOkResponse({ description: '{ email, role }' })
  @ApiGoneResponse({ description: 'STAFF.INVITATION_GONE' })
  preview(@Param('token') token: string): Promise<InvitationPreviewJson> {
    return this.staff.preview(token);
  }

  /** Creates the staff account and signs it in; a second use is 410. */
  @Post('invitations/:token/accept')
  @Access('public')
  @ApiCreatedResponse({ description: 'The new staff member (the usual sign-in answer)' })
  @ApiGoneResponse({ description: 'STAFF.INVITATION_GONE' })
  async accept(
    @Param('token') token: string,
    @Body() dto: AcceptInvitationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const member = await this.staff.accept(token, dto.username, dto.password);
    await this.sessions.start(reply, member);
    return toUserView(member, { private: true });
  }

  /** `{ role?, active? }`; deactivation ends the member's sessions and sockets at once. */
  @Patch(':id')
  @Permission('staff.manage')
  @ApiOkResponse({ description: 'The member as listed' })
  @ApiConflictResponse({ description: 'STAFF.LAST_OWNER: the last active owner stays an active owner' })
  change(
    @CurrentUser() actor: SessionUser,
    @Param('id') id: string,
    @Body() dto: UpdateStaffDto,
  ): Promise<StaffMemberJson> {
    return this.staff.change(actor, id, dto);
  }
}
