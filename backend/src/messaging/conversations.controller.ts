import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { Permission } from '../auth/permission.decorator';
import {
  ConversationQueryDto,
  ConversationResponse,
  CountResponse,
  CreateConversationDto,
} from './dto/conversation.dto';
import { MessagingService } from './messaging.service';
import { ConversationView } from './messaging.views';

@ApiTags('messaging')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly messaging: MessagingService) {}

  @Get()
  @Access('user')
  @ApiOperation({
    summary:
      "A buyer's own conversations, or all for an admin; most recent activity first; total in X-Total-Count",
  })
  @ApiOkResponse({ type: [ConversationResponse] })
  async list(
    @CurrentUser() user: SessionUser,
    @Query() query: ConversationQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationView[]> {
    const { page, limit, ...filter } = query;
    const { rows, total } = await this.messaging.listConversations(user, filter, { page, limit });
    reply.header('X-Total-Count', String(total));
    return rows;
  }

  @Get('count')
  @Permission('messages.staff')
  @ApiOperation({ summary: 'How many conversations exist (admin dashboard)' })
  @ApiOkResponse({ type: CountResponse })
  async count(): Promise<{ count: number }> {
    return { count: await this.messaging.countConversations() };
  }

  @Get('single/:id')
  @Access('user')
  @ApiOperation({ summary: 'One conversation (participants only)' })
  @ApiOkResponse({ type: ConversationResponse })
  single(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<ConversationView> {
    return this.messaging.getConversation(user, id);
  }

  @Post()
  @Access('user')
  @ApiOperation({
    summary: 'Opens the buyer-admin conversation; answers the existing one (200) if there is one',
  })
  @ApiOkResponse({ type: ConversationResponse })
  async open(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateConversationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationView> {
    const { view, created } = await this.messaging.openConversation(user, body.buyerId, body.adminId);
    reply.status(created ? 201 : 200);
    return view;
  }

  @Put(':id')
  @Access('user')
  @ApiOperation({ summary: "Marks the conversation read for the caller's role; answers the updated row" })
  @ApiOkResponse({ type: ConversationResponse })
  markRead(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<ConversationView> {
    return this.messaging.markRead(user, id);
  }
}
