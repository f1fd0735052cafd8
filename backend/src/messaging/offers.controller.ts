import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../auth/access.decorator';
import { CreateOfferDto, OfferResponse, OffersQueryDto, UpdateOfferDto } from './dto/offer.dto';
import { OfferView } from './messaging.views';
import { OffersService } from './offers.service';

@ApiTags('messaging')
@Controller('offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post()
  @Access('admin')
  @ApiOperation({ summary: "Creates a custom offer for the conversation's buyer (admins only)" })
  @ApiCreatedResponse({ type: OfferResponse })
  create(@CurrentUser() user: SessionUser, @Body() body: CreateOfferDto): Promise<OfferView> {
    return this.offers.create(user, {
      conversationId: body.conversationId,
      buyerId: body.buyerId,
      ...body.offerDetails,
    });
  }

  @Get()
  @Access('user')
  @ApiOperation({ summary: "A conversation's offers, oldest first (participants only)" })
  @ApiOkResponse({ type: [OfferResponse] })
  list(@CurrentUser() user: SessionUser, @Query() query: OffersQueryDto): Promise<OfferView[]> {
    return this.offers.list(user, query.conversationId);
  }

  @Put(':id')
  @Access('user')
  @ApiOperation({
    summary: "The conversation's buyer accepts or declines a pending offer (409 once answered)",
  })
  @ApiOkResponse({ type: OfferResponse })
  answer(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() body: UpdateOfferDto,
  ): Promise<OfferView> {
    return this.offers.answer(user, id, body.status);
  }
}
