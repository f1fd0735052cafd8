import {
  dayIn,
  isBot,
  isCountablePath,
  isPrefetch,
  referrerDomain,
  serviceIdOf,
  sourceOf,
  visitorHash,
} from './hit';

describe('what a hit keeps', () => {
  it('tells programs from people by their user agent', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36'),
    ).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
      false,
    );
  });

  it('tells prefetches by their purpose header', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });

  it('hashes a visitor per salt, never the same across days', () => {
    const a = visitorHash('salt-1', '203.0.113.9', 'UA');
    expect(a).toBe(visitorHash('salt-1', '203.0.113.9', 'UA'));
    expect(a).not.toBe(visitorHash('salt-2', '203.0.113.9', 'UA'));
    expect(a).not.toBe(visitorHash('salt-1', '203.0.113.10', 'UA'));
    expect(a).not.toContain('203');
  });

  it('gives the day in the shop time zone', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-03-01');
    expect(dayIn('Europe/Berlin', at)).toBe('2026-03-02');
    expect(dayIn('America/New_York', new Date('2026-03-02T04:59:00Z'))).toBe('2026-03-01');
  });

  it('keeps the referring domain and the campaign, not the shop itself', () => {
    expect(referrerDomain('https://www.google.com/search?q=logo', 'shop.example.com')).toBe('google.com');
    expect(referrerDomain('https://shop.example.com/services', 'shop.example.com')).toBe('');
    expect(referrerDomain('javascript:alert(1)', 'shop.example.com')).toBe('');
    expect(referrerDomain('not a url', 'shop.example.com')).toBe('');
    expect(sourceOf('utm_source=Newsletter&utm_medium=email&utm_campaign=spring', undefined, 'x')).toEqual({
      referrer: '',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
  });

  it('finds the service of a service page, and leaves out what is no page', () => {
    expect(serviceIdOf('/logo-design/0b7e3c8a-1f2d-4c1e-9a0b-123456789abc')).toBe(
      '0b7e3c8a-1f2d-4c1e-9a0b-123456789abc',
    );
    expect(serviceIdOf('/services')).toBeNull();
    expect(isCountablePath('/services')).toBe(true);
    expect(isCountablePath('/api/health')).toBe(false);
    expect(isCountablePath('/metrics')).toBe(false);
    expect(isCountablePath('/favicon.ico')).toBe(false);
  });
});
