import { CATEGORY_SLUGS } from '@market/contracts';
import { seed } from './app.seed';
import { createTestApp, TestApp } from '../test/test-app';

jest.setTimeout(120_000);

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const config = { ...t.config, demoData: true };
    await seed(t.app, config);
    await seed(t.app, config); // idempotent: a second start adds nothing
  });
  afterAll(() => t.close());

  it('has at least 3 services with 4 features and 3 packages in every category, owned by the demo admin', async () => {
    const buyer = await t.signIn();
    for (const category of CATEGORY_SLUGS) {
      const res = await buyer.agent.get(`/api/services?category=${category}`).expect(200);
      expect(Number(res.headers['x-total-count'])).toBe(3);
      for (const service of res.body) {
        expect(service.features).toHaveLength(4);
        expect(service.packages.map((p: { name: string }) => p.name)).toEqual([
          'basic',
          'standard',
          'premium',
        ]);
        for (const p of service.packages) {
          expect(p.regularPrice).toBeGreaterThanOrEqual(1);
          expect(p.salePrice).toBeLessThanOrEqual(p.regularPrice);
        }
      }
    }
    const all = (await buyer.agent.get('/api/services?limit=100').expect(200)).body;
    expect(new Set(all.map((s: { userId: string }) => s.userId)).size).toBe(1);
    expect(
      all.some((s: { packages: Array<{ salePrice: number }> }) => s.packages.some((p) => p.salePrice > 0)),
    ).toBe(true);
  });

  it('serves the cover images from this site', async () => {
    const [service] = (await t.http().get('/api/services?limit=1').expect(200)).body;
    expect(service.coverImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const image = await t.http().get(service.coverImage).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('has 4 blogs with images, 8 gallery items across categories and the two coupons', async () => {
    const blogs = (await t.http().get('/api/blogs').expect(200)).body;
    expect(blogs).toHaveLength(4);
    expect(blogs.every((b: { images: string[] }) => b.images.length > 0)).toBe(true);
    const gallery = (await t.http().get('/api/galleries').expect(200)).body;
    expect(gallery).toHaveLength(8);
    expect(new Set(gallery.map((g: { category: string }) => g.category)).size).toBeGreaterThanOrEqual(5);
    const buyer = await t.signIn();
    for (const [code, percent] of [
      ['WELCOME10', 10],
      ['spring25', 25],
    ] as const) {
      const res = await buyer.agent.post('/api/coupon/verify').send({ code, price: 100 }).expect(200);
      expect(res.body).toEqual({ valid: true, discountAmount: percent });
    }
  });

  it('finds demo services by search with typos and prefixes', async () => {
    const typo = (await t.http().get('/api/services').query({ search: 'logo desgn' }).expect(200)).body;
    expect(typo[0].title).toMatch(/logo/i);
    const prefix = (await t.http().get('/api/services').query({ search: 'wordp' }).expect(200)).body;
    expect(prefix[0].title).toMatch(/WordPress/);
  });
});
