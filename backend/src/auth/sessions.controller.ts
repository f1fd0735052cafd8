import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SessionJson } from '@market/contracts';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { notFound } from '../common/domain-error';
import { ValidationFailed } from '../common/http-error.filter';
import { SessionService } from './session.service';
import { OpenDuringEnrolment } from './staff';

/** The signed-in user's browsers: list them, sign one out, or every one but this. */
@ApiTags('auth')
@Controller('auth/sessions')
@Access('user')
@OpenDuringEnrolment()
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @ApiOkResponse({
    description: '[{ _id, current, userAgent, ip, createdAt, lastSeenAt }], most recently used first',
  })
  list(@CurrentUser() session: SessionUser): Promise<SessionJson[]> {
    return this.sessions.listOf(session.id, session.sessionId);
  }

  /** `?others=1`: signs out every other browser (this one stays signed in). */
  @Delete()
  @ApiQuery({ name: 'others', required: true, enum: ['1'] })
  @ApiOkResponse({ description: '{ ended }: how many sessions ended' })
  async endOthers(
    @CurrentUser() session: SessionUser,
    @Query('others') others: unknown,
  ): Promise<{ ended: number }> {
    if (others !== '1') throw new ValidationFailed({ others: ['others must be 1'] });
    return { ended: await this.sessions.endOthersOf(session.id, session.sessionId) };
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{ message }' })
  @ApiNotFoundResponse({ description: 'AUTH.SESSION_NOT_FOUND: not a live session of yours' })
  async endOne(@CurrentUser() session: SessionUser, @Param('id') id: string): Promise<{ message: string }> {
    if (!(await this.sessions.endOne(session.id, id))) {
      throw notFound('AUTH.SESSION_NOT_FOUND', 'Session not found');
    }
    return { message: 'Session ended' };
  }
}
