import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import Card from 'react-bootstrap/Card';
import type { AnalyticsPointJson } from '@market/contracts';
import { Chart, type ChartColors } from './chart';
import { ChartDataTable } from './data-table';
import { m } from '../messages';

/** Revenue (line, left axis) and orders (bars, right axis) per day, with the same data as a table. */
export function TrendChart({
  revenue,
  orders,
  currency,
}: {
  revenue: AnalyticsPointJson[];
  orders: AnalyticsPointJson[];
  currency: string;
}) {
  const intl = useIntl();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency });
  const day = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const revenueName = intl.formatMessage(m.revenue);
  const ordersName = intl.formatMessage(m.orders);
  const option = useCallback(
    (c: ChartColors) => ({
      color: [c.series[0], c.series[1]],
      textStyle: { color: c.text },
      tooltip: { trigger: 'axis' },
      legend: { data: [revenueName, ordersName], textStyle: { color: c.text }, top: 0 },
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: revenue.map((point) => day(point.date)),
        axisLabel: { color: c.muted },
        axisLine: { lineStyle: { color: c.grid } },
      },
      yAxis: [
        {
          type: 'value',
          axisLabel: { color: c.muted, formatter: (v: number) => money(v) },
          splitLine: { lineStyle: { color: c.grid } },
        },
        { type: 'value', minInterval: 1, axisLabel: { color: c.muted }, splitLine: { show: false } },
      ],
      series: [
        {
          name: revenueName,
          type: 'line',
          smooth: true,
          showSymbol: revenue.length <= 31,
          data: revenue.map((point) => point.value),
          tooltip: { valueFormatter: (v: number) => money(v) },
        },
        {
          name: ordersName,
          type: 'bar',
          yAxisIndex: 1,
          data: orders.map((point) => point.value),
          barMaxWidth: 16,
        },
      ],
    }),
    // The labels follow the language; the data and the formatters follow the figures.
    [revenue, orders, currency, intl.locale],
  );
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header>
        <h2 className="h6 mb-0">{intl.formatMessage(m.trendTitle)}</h2>
      </Card.Header>
      <Card.Body>
        <Chart option={option} testId="trend-chart" />
        <ChartDataTable
          testId="trend-table"
          caption={intl.formatMessage(m.trendTitle)}
          columns={[intl.formatMessage(m.date), revenueName, ordersName]}
          rows={revenue.map((point, i) => [
            intl.formatDate(`${point.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
            money(point.value),
            intl.formatNumber(orders[i]?.value ?? 0),
          ])}
        />
      </Card.Body>
    </Card>
  );
}
