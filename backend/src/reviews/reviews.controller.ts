import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { CreateReviewDto, ReviewView, toReviewView } from './reviews.dto';
import { ReviewsService } from './reviews.service';
import { MessageAnswer } from '../common/api-docs';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Oldest first (the page reverses it to show the newest first). */
  @Get(':serviceId')
  @Access('public')
  @ApiOkResponse({ type: [ReviewView] })
  async list(@Param('serviceId') serviceId: string): Promise<ReviewView[]> {
    return (await this.reviews.list(serviceId)).map(toReviewView);
  }

  @Post()
  @Access('user')
  @ApiCreatedResponse({ type: ReviewView })
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateReviewDto): Promise<ReviewView> {
    return toReviewView(await this.reviews.create(user, body));
  }

  @Delete(':id')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<{ message: string }> {
    await this.reviews.delete(user, id);
    return { message: 'Review deleted successfully' };
  }
}
