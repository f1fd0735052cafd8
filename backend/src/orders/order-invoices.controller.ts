import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { actsAsStaff } from '../auth/staff';
import { notFound } from '../common/domain-error';
import { requestLocale } from '../i18n/i18n';
import { extraInvoiceDocument } from '../invoices/document-pdf';
import { InvoicesService } from '../invoices/invoices.service';
import { contentDisposition } from './order-files.service';
import { OrdersService } from './orders.service';

/**
 * The invoices an order gets after its first one: an extra bought during the order or a later
 * milestone's payment, each with its own number, as a PDF in the reader's language. (The order's
 * first invoice is drawn by the browser from the order itself.)
 */
@ApiTags('orders')
@Controller('orders')
export class OrderInvoicesController {
  constructor(
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
  ) {}

  @Get(':id/invoices/:number')
  @Access('user')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      "The invoice, as a PDF download; for the order's buyer and staff (orders.read), 404 otherwise",
  })
  async download(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Param('number') number: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const staff = actsAsStaff(user, 'orders.read');
    const order = await this.orders.reachableBy(user, id, 'orders.read');
    const invoice = (await this.invoices.extraInvoicesOf([order.id])).find(
      (extra) => extra.invoice.number === number,
    );
    if (!invoice) throw notFound('INVOICE.NOT_FOUND', 'Invoice not found');
    const view = await this.orders.view(order, staff ? 'staff' : 'buyer');
    const document = extraInvoiceDocument(view, invoice, requestLocale(request));
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(document.name))
      .header('Cache-Control', 'private, no-store');
    return document.bytes;
  }
}
