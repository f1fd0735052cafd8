import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { CreateMessageDto, MessageResponse } from './dto/message.dto';
import { MessagingService } from './messaging.service';
import { MessageView } from './messaging.views';
import { RateLimit } from '../auth/rate-limit.guard';

@ApiTags('messaging')
@Controller('messages')
export class MessagesController {
  constructor(private readonly messaging: MessagingService) {}

  @Get(':conversationId')
  @Access('user')
  @ApiOperation({ summary: "A conversation's messages, oldest first (participants only)" })
  @ApiOkResponse({ type: [MessageResponse] })
  list(
    @CurrentUser() user: SessionUser,
    @Param('conversationId') conversationId: string,
  ): Promise<MessageView[]> {
    return this.messaging.listMessages(user, conversationId);
  }

  @Post()
  @Access('user')
  @RateLimit('messages')
  @ApiOperation({
    summary: 'Sends a message (trimmed, 1 to 5,000 characters) in a conversation the caller takes part in',
  })
  @ApiCreatedResponse({ type: MessageResponse })
  send(@CurrentUser() user: SessionUser, @Body() body: CreateMessageDto): Promise<MessageView> {
    return this.messaging.sendMessage(user, body.conversationId, body.message);
  }
}
