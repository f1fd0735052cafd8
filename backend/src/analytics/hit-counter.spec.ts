import type { AppConfig } from '../config/app-config';
import { metrics } from '../observability/metrics';
import type { AnalyticsClock } from './analytics-clock';
import type { AnalyticsRepository } from './analytics.repository';
import { HitCounter, PageView } from './hit-counter';

const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const view = (url: string, ip = '203.0.113.9'): PageView => ({
  url,
  referrer: undefined,
  ip,
  headers: { 'user-agent': PERSON },
  staff: false,
});

function counter() {
  const recorded: { path: string; day: string }[][] = [];
  const repo = {
    saltOf: jest.fn(async () => 'salt'),
    recordHits: jest.fn(async (hits: { path: string; day: string }[]) => void recorded.push(hits)),
  };
  let now = new Date('2026-03-10T09:00:00Z');
  const clock = {
    now: () => now,
    dayOf: jest.fn((at: Date) => at.toISOString().slice(0, 10)),
  };
  const hits = new HitCounter(
    repo as unknown as AnalyticsRepository,
    clock as unknown as AnalyticsClock,
    { publicOrigin: 'http://shop.example' } as AppConfig,
  );
  return { hits, repo, clock, recorded, at: (iso: string) => (now = new Date(iso)) };
}

describe('HitCounter', () => {
  it('asks for the day once a minute and the salt once a day, and counts every view', async () => {
    const { hits, repo, clock, recorded, at } = counter();
    hits.count(view('/services'));
    await hits.flush();
    for (const path of ['/about', '/blog', '/services?page=2']) hits.count(view(path));
    at('2026-03-10T09:00:40Z');
    hits.count(view('/services', '198.51.100.7'));
    await hits.flush();
    // The same page again within 10 s is one view; another visitor's is their own.
    expect(recorded.flat().map((hit) => hit.path)).toEqual(['/services', '/about', '/blog', '/services']);
    expect(clock.dayOf).toHaveBeenCalledTimes(1);
    expect(repo.saltOf).toHaveBeenCalledTimes(1);

    // Past midnight: the new day is worked out and its salt asked for.
    at('2026-03-11T00:00:05Z');
    hits.count(view('/about'));
    await hits.flush();
    expect(recorded.flat().at(-1)).toMatchObject({ path: '/about', day: '2026-03-11' });
    expect(repo.saltOf).toHaveBeenCalledTimes(2);
  });

  it('never fails the page: a view it cannot count is only counted as dropped', async () => {
    const { hits } = counter();
    hits.count(view('/services'));
    await hits.flush();
    jest.spyOn(hits as unknown as { add: () => void }, 'add').mockImplementation(() => {
      throw new Error('full');
    });
    const dropped = jest.spyOn(metrics.analyticsHitsDropped, 'inc');
    expect(() => hits.count(view('/about'))).not.toThrow();
    expect(dropped).toHaveBeenCalledWith(1);
  });
});
