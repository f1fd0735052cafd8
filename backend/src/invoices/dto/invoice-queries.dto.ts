import { IntersectionType } from '@nestjs/swagger';
import { PageQuery } from '../../common/page-query.dto';
import { PeriodQueryDto } from '../../common/period-query.dto';

/** `?from=&to=` (UTC days) and a page. */
export class InvoiceListQueryDto extends IntersectionType(
  PeriodQueryDto,
  PageQuery({ defaultLimit: 50, maxLimit: 200 }),
) {}
