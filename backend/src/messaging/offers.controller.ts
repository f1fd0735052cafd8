import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { Permission } from '../auth/permission.decorator';
import { CreateOfferDto, OfferResponse, OffersQueryDto, UpdateOfferDto } from './dto/offer.dto';
import { OrdersService } from '../orders/orders.service';
import { OfferView } from './messaging.views';
import { OffersService } from './offers.service';

@ApiTags('messaging')
@Controller('offers')
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly orders: OrdersService,
  ) {}

  @Post()
  @Permission('messages.staff')
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
  async list(@CurrentUser() user: SessionUser, @Query() query: OffersQueryDto): Promise<OfferView[]> {
    const offers = await this.offers.list(user, query.conversationId);
    const paid = await this.orders.paidOrdersOfOffers(offers.map((offer) => offer._id));
    return offers.map((offer) =>
      paid.has(offer._id) ? { ...offer, paidOrderId: paid.get(offer._id) } : offer,
    );
  }

  @Put(':id')
  @Access('user')
  @ApiOperation({
    summary:
      "The conversation's buyer accepts or declines a pending offer, an admin withdraws it (409 once answered)",
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
