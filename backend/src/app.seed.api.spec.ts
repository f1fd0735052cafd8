import { CATEGORY_SLUGS, TRANSLATED_LOCALES } from '@market/contracts';
import { seed } from './app.seed';
import { DEMO_SERVICES } from './catalog/catalog.demo';
import { DEMO_SERVICE_TEXTS } from './catalog/catalog.demo-translations';
import { DEMO_BLOG_TEXTS } from './content/content.demo-translations';
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

  it('has every demo service and blog fully translated in de, es, fr and ar: nothing left in English', async () => {
    expect(Object.keys(DEMO_SERVICE_TEXTS).sort()).toEqual(DEMO_SERVICES.map(([, , title]) => title).sort());
    const admin = await t.signIn({ admin: true });
    type Package = { name: string; desc: string };
    type Service = { _id: string; title: string; shortDesc: string; desc: string; features: string[] };
    const services = (await t.http().get('/api/services?limit=100').expect(200)).body as Service[];
    expect(services).toHaveLength(DEMO_SERVICES.length);
    for (const service of services) {
      const read = (query: object) =>
        t.http().get(`/api/services/single-service/${service._id}`).query(query).expect(200);
      const english = (await read({})).body;
      for (const locale of TRANSLATED_LOCALES) {
        const local = (await read({ locale })).body;
        const texts = DEMO_SERVICE_TEXTS[english.title][locale];
        expect({ title: english.title, locale, translated: local.translated }).toEqual({
          title: english.title,
          locale,
          translated: { title: true, description: true, features: true, packages: true, requirements: true },
        });
        expect(local).toMatchObject({ ...texts, description: texts.desc });
        for (const field of ['shortDesc', 'desc'] as const) expect(local[field]).not.toBe(english[field]);
        local.features.forEach((feature: string, n: number) => expect(feature).not.toBe(english.features[n]));
        local.packages.forEach((p: Package, n: number) => expect(p.desc).not.toBe(english.packages[n].desc));
      }
    }

    // The staff's list agrees: no service lacks a language.
    const ids = services.map((s) => s._id).join(',');
    const missing = await admin.agent.get('/api/services/missing-translations').query({ ids }).expect(200);
    expect(Object.values(missing.body)).toEqual(services.map(() => 0));

    const blogs = (await t.http().get('/api/blogs').expect(200)).body as Array<{ _id: string }>;
    for (const blog of blogs) {
      const english = (await t.http().get(`/api/blogs/${blog._id}`).expect(200)).body;
      for (const locale of TRANSLATED_LOCALES) {
        const local = (await t.http().get(`/api/blogs/${blog._id}`).query({ locale }).expect(200)).body;
        expect({ title: english.title, locale, translated: local.translated }).toEqual({
          title: english.title,
          locale,
          translated: { title: true, description: true },
        });
        expect(local).toMatchObject(DEMO_BLOG_TEXTS[english.title][locale]);
        expect(local.description).not.toBe(english.description);
      }
    }
    // Nor does a blog.
    const listed = await admin.agent.get('/api/blogs').query({ missingTranslations: 'true' }).expect(200);
    expect(listed.body.map((b: { missingTranslations: number }) => b.missingTranslations)).toEqual(
      blogs.map(() => 0),
    );
  });

  it('finds demo services by search with typos and prefixes', async () => {
    const typo = (await t.http().get('/api/services').query({ search: 'logo desgn' }).expect(200)).body;
    expect(typo[0].title).toMatch(/logo/i);
    const prefix = (await t.http().get('/api/services').query({ search: 'wordp' }).expect(200)).body;
    expect(prefix[0].title).toMatch(/WordPress/);
  });
});
