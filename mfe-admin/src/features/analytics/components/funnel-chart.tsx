import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import Card from 'react-bootstrap/Card';
import type { AnalyticsSummaryJson } from '@market/contracts';
import { Chart, type ChartColors } from './chart';
import { ChartDataTable } from './data-table';
import { m } from '../messages';

/** Service views → checkouts → paid → completed, with the same steps as a table. */
export function FunnelChart({ summary }: { summary: AnalyticsSummaryJson }) {
  const intl = useIntl();
  const steps = [
    { name: intl.formatMessage(m.funnelViews), value: summary.serviceViews },
    { name: intl.formatMessage(m.funnelCheckouts), value: summary.checkouts },
    { name: intl.formatMessage(m.funnelPaid), value: summary.orders },
    { name: intl.formatMessage(m.funnelCompleted), value: summary.completed },
  ];
  const key = steps.map((step) => `${step.name}:${step.value}`).join('|');
  const option = useCallback(
    (c: ChartColors) => ({
      color: c.series,
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          left: 8,
          right: 8,
          top: 8,
          bottom: 8,
          // Wide enough for its label inside, however few reached the step (the table has the numbers).
          minSize: '45%',
          label: { color: c.onSeries, position: 'inside', formatter: '{b}: {c}', textBorderWidth: 0 },
          itemStyle: { borderColor: c.grid, borderWidth: 1 },
          data: steps,
        },
      ],
    }),
    [key],
  );
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header>
        <h2 className="h6 mb-0">{intl.formatMessage(m.funnelTitle)}</h2>
      </Card.Header>
      <Card.Body>
        <Chart option={option} testId="funnel-chart" />
        <ChartDataTable
          testId="funnel-table"
          caption={intl.formatMessage(m.funnelTitle)}
          columns={[intl.formatMessage(m.funnelStep), intl.formatMessage(m.funnelCount)]}
          rows={steps.map((step) => [step.name, intl.formatNumber(step.value)])}
        />
      </Card.Body>
    </Card>
  );
}
