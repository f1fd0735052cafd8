import { useCallback, type ComponentProps } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { AnalyticsServiceSort, AnalyticsSummaryJson } from '@market/contracts';
import { ANALYTICS_SERVICE_SORTS } from '@market/contracts';
import { useSearchParams } from '@market/router';
import { LoadingBlock, useLoad } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import {
  analyticsCsvUrl,
  getServices,
  getSources,
  getSummary,
  getTimeseries,
  type Period,
} from '../api/analytics-api';
import { customPeriod, presetPeriod, PRESETS, type Preset } from '../lib/periods';
import { m } from '../messages';
import { FigureTile } from './figure-tile';
import { FunnelChart } from './funnel-chart';
import { PeriodPicker } from './period-picker';
import { ServicesTable } from './services-table';
import { SourcesPanel } from './sources-panel';
import { TrendChart } from './trend-chart';

const loadOverview = async (key: string) => {
  const period = JSON.parse(key) as Period;
  const [summary, revenue, orders, sources] = await Promise.all([
    getSummary(period),
    getTimeseries(period, 'revenue'),
    getTimeseries(period, 'orders'),
    getSources(period),
  ]);
  return { summary, revenue, orders, sources };
};
const loadServices = (key: string) => {
  const { period, sort, page } = JSON.parse(key) as {
    period: Period;
    sort: AnalyticsServiceSort;
    page: number;
  };
  return getServices(period, sort, page);
};

/** The period, sort and page the URL names (a link to the screen keeps them). */
function useScreenState() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') as Preset | null;
  const custom = asked === 'custom' ? customPeriod(params.get('from'), params.get('to')) : undefined;
  const preset: Preset = custom
    ? 'custom'
    : asked && PRESETS.includes(asked) && asked !== 'custom'
      ? asked
      : '30';
  const period = custom ?? presetPeriod(preset === 'custom' ? '30' : preset);
  const sortAsked = params.get('sort') as AnalyticsServiceSort | null;
  const sort = sortAsked && ANALYTICS_SERVICE_SORTS.includes(sortAsked) ? sortAsked : 'revenue';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const change = (next: Record<string, string | undefined>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined) merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });
  return { preset, period, sort, page, change };
}

type ComparedFigure = 'visitors' | 'pageViews' | 'orders' | 'conversion' | 'averageOrderValue';

function Tiles({ summary }: { summary: AnalyticsSummaryJson }) {
  const intl = useIntl();
  const { previous, revenue } = summary;
  const money = (value: number) =>
    intl.formatNumber(value, { style: 'currency', currency: revenue.currency });
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const count = (value: number) => intl.formatNumber(value);
  /** A figure the summary and the period before both hold under `key`. */
  const figure = (label: MessageDescriptor, key: ComparedFigure, format: (value: number) => string) => ({
    label,
    value: format(summary[key]),
    current: summary[key],
    previous: previous[key],
  });
  const tiles: ComponentProps<typeof FigureTile>[] = [
    figure(m.visitors, 'visitors', count),
    figure(m.pageViews, 'pageViews', count),
    figure(m.orders, 'orders', count),
    {
      label: m.netRevenue,
      value: money(revenue.net),
      current: revenue.net,
      previous: previous.revenue.net,
      note: intl.formatMessage(m.revenueNote, {
        gross: money(revenue.gross),
        refunds: money(revenue.refunds),
        tax: money(revenue.tax),
      }),
    },
    figure(m.conversion, 'conversion', percent),
    figure(m.averageOrder, 'averageOrderValue', money),
  ];
  return (
    <Row xs={1} sm={2} xl={3} xxl={6} className="g-3 mb-4">
      {tiles.map((tile) => (
        <Col key={String(tile.label.id)}>
          <FigureTile {...tile} />
        </Col>
      ))}
    </Row>
  );
}

/** /admin/analytics: the owner's numbers for a period, against the period before (lazily loaded with its charts). */
export default function AnalyticsPage() {
  const intl = useIntl();
  const { preset, period, sort, page, change } = useScreenState();
  const periodKey = JSON.stringify(period);
  const overview = useLoad(periodKey, loadOverview);
  const services = useLoad(JSON.stringify({ period, sort, page }), loadServices);
  const day = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const onPreset = useCallback(
    (value: Exclude<Preset, 'custom'>) =>
      change({ period: value, from: undefined, to: undefined, page: undefined }),
    [change],
  );
  const state = overview.state;
  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
        <div className="me-auto">
          <h1 className="h2 mb-1">{intl.formatMessage(m.title)}</h1>
          <p className="text-body-secondary mb-0">{intl.formatMessage(m.intro)}</p>
        </div>
        <a href={analyticsCsvUrl(period)} className="btn btn-outline-secondary btn-sm" download>
          {intl.formatMessage(m.downloadCsv)}
        </a>
      </div>
      <div className="mb-3">
        <PeriodPicker
          key={`${preset}:${periodKey}`}
          preset={preset}
          period={period}
          onPreset={onPreset}
          onCustom={(chosen) =>
            change({ period: 'custom', from: chosen.from, to: chosen.to, page: undefined })
          }
        />
      </div>
      {state.status === 'ready' && (
        <p className="small text-body-secondary" data-testid="period-shown">
          {intl.formatMessage(m.periodShown, {
            from: day(state.data.summary.from),
            to: day(state.data.summary.to),
            prevFrom: day(state.data.summary.previous.from),
            prevTo: day(state.data.summary.previous.to),
          })}
        </p>
      )}
      {state.status === 'loading' && <LoadingBlock label={intl.formatMessage(m.loading)} />}
      {state.status === 'error' && (
        <Alert variant="danger">
          {intl.formatMessage(m.failed)}{' '}
          <Button size="sm" variant="outline-danger" onClick={overview.reload}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Tiles summary={state.data.summary} />
          <Row xs={1} lg={3} className="g-3 mb-4">
            <Col lg={8}>
              <TrendChart
                revenue={state.data.revenue}
                orders={state.data.orders}
                currency={state.data.summary.revenue.currency}
              />
            </Col>
            <Col lg={4}>
              <FunnelChart summary={state.data.summary} />
            </Col>
          </Row>
        </>
      )}
      <div className="mb-4">
        <ServicesTable
          loaded={services.state}
          sort={sort}
          page={page}
          currency={state.status === 'ready' ? state.data.summary.revenue.currency : 'usd'}
          onSort={(next) => change({ sort: next, page: undefined })}
          onPage={(next) => change({ page: next > 1 ? String(next) : undefined })}
          onRetry={services.reload}
        />
      </div>
      {state.status === 'ready' && <SourcesPanel sources={state.data.sources} />}
    </AdminScreen>
  );
}
