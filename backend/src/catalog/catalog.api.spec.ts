import { randomUUID } from 'node:crypto';
import { CATEGORY_SLUGS, SUBCATEGORY_SLUGS } from '@market/contracts';
import { CatalogPricing } from './catalog-pricing.service';
import { CatalogService } from './catalog.service';
import { reviewService } from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp, useAdminAndBuyer } from '../../test/test-app';
import { serviceBody } from '../../test/catalog-fixtures';

// The machine is shared by several test runs: app start-up alone can take seconds.
jest.setTimeout(120_000);

describe('catalog: services API', () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  useAdminAndBuyer((opened) => ({ t, admin, buyer } = opened));

  async function create(overrides = {}) {
    const res = await admin.agent.post('/api/services').send(serviceBody(t, overrides)).expect(201);
    return res.body;
  }

  it('documents every catalogue, content and coupon endpoint in OpenAPI', async () => {
    const paths = Object.keys((await t.http().get('/api/docs-json').expect(200)).body.paths);
    for (const path of [
      '/api/services',
      '/api/services/count',
      '/api/services/single-service/{id}',
      '/api/services/{id}',
      '/api/blogs',
      '/api/blogs/{id}',
      '/api/galleries',
      '/api/galleries/{id}',
      '/api/coupon',
      '/api/coupon/add',
      '/api/coupon/verify',
      '/api/coupon/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });

  describe('roles', () => {
    it('lets only admins create, edit and delete (visitor 401, buyer 403)', async () => {
      const body = serviceBody(t);
      await t.http().post('/api/services').send(body).expect(401);
      await buyer.agent.post('/api/services').send(body).expect(403);
      const created = (await admin.agent.post('/api/services').send(body).expect(201)).body;
      expect(created).toMatchObject({
        title: body.title,
        userId: admin.user.id,
        category: 'graphics-design',
      });

      const edited = { ...body, title: 'Edited title' };
      await t.http().put(`/api/services/${created._id}`).send(edited).expect(401);
      await buyer.agent.put(`/api/services/${created._id}`).send(edited).expect(403);
      await admin.agent.put(`/api/services/${created._id}`).send(edited).expect(200);

      await t.http().delete(`/api/services/${created._id}`).expect(401);
      await buyer.agent.delete(`/api/services/${created._id}`).expect(403);
      await admin.agent.delete(`/api/services/${created._id}`).expect(200);
      await t.http().get(`/api/services/single-service/${created._id}`).expect(404);
    });

    it('counts services for admins only', async () => {
      await t.http().get('/api/services/count').expect(401);
      await buyer.agent.get('/api/services/count').expect(403);
      const before = (await admin.agent.get('/api/services/count').expect(200)).body.totalServices;
      await create();
      const after = (await admin.agent.get('/api/services/count').expect(200)).body;
      expect(after).toEqual({ totalServices: before + 1 });
    });
  });

  describe('validation, the same on create and edit', () => {
    let existingId: string;
    beforeAll(async () => {
      existingId = (await create())._id;
    });

    const required: Array<[string, string]> = [
      ['title', 'Service Title is required'],
      ['category', 'Category is required'],
      ['subCategory', 'Subcategory is required'],
      ['coverImage', 'Cover image is required'],
      ['desc', 'Description is required'],
      ['shortTitle', 'Short Title is required'],
      ['shortDesc', 'Short Description is required'],
    ];

    async function expectRejected(body: object, field: string, message: string) {
      for (const send of [
        () => admin.agent.post('/api/services').send(body),
        () => admin.agent.put(`/api/services/${existingId}`).send(body),
      ]) {
        const res = await send();
        expect(res.status).toBe(400);
        expect(res.body.fields?.[field]).toContain(message);
      }
    }

    it.each(required)('requires %s: "%s"', async (field, message) => {
      const body = serviceBody(t) as unknown as Record<string, unknown>;
      delete body[field];
      await expectRejected(body, field, message);
      await expectRejected({ ...serviceBody(t), [field]: '   ' }, field, message);
    });

    const packageRules: Array<[string, unknown, string]> = [
      ['desc', '', 'Description is required'],
      ['deliveryTime', undefined, 'Delivery Time is required'],
      ['deliveryTime', 0, 'Delivery Time must be at least 1 day'],
      ['deliveryTime', 2.5, 'Delivery Time must be a whole number of days'],
      ['revisionNumber', undefined, 'Revision Number is required'],
      ['revisionNumber', -1, 'Revision Number must not be negative'],
      ['regularPrice', undefined, 'Price must be greater than 0'],
      ['regularPrice', 0, 'Price must be greater than 0'],
      ['salePrice', -1, 'Sale Price must not be negative'],
      ['salePrice', 51, 'Sale Price cannot be greater than Regular Price'],
    ];

    it.each(packageRules)('checks package %s = %p: "%s"', async (field, value, message) => {
      const body = serviceBody(t);
      const basic = { ...body.packages[0], regularPrice: 50 } as Record<string, unknown>;
      if (value === undefined) delete basic[field];
      else basic[field] = value;
      body.packages = [basic as never, body.packages[1], body.packages[2]];
      await expectRejected(body, `packages.0.${field}`, message);
    });

    it('requires exactly the three packages basic, standard and premium', async () => {
      const body = serviceBody(t);
      const message = 'Exactly three packages are required: basic, standard and premium';
      await expectRejected({ ...body, packages: body.packages.slice(0, 2) }, 'packages', message);
      await expectRejected(
        { ...body, packages: [body.packages[0], body.packages[0], body.packages[2]] },
        'packages',
        message,
      );
      await expectRejected({ ...body, packages: undefined }, 'packages', message);
      const capitalised = body.packages.map((p) => ({
        ...p,
        name: p.name[0].toUpperCase() + p.name.slice(1),
      }));
      await admin.agent
        .post('/api/services')
        .send({ ...body, packages: capitalised })
        .expect(201);
    });

    it('refuses a subcategory of another category and an unknown category', async () => {
      await expectRejected(
        serviceBody(t, { category: 'business', subCategory: 'logo-design' }),
        'subCategory',
        'Subcategory does not belong to the category',
      );
      await expectRejected(
        serviceBody(t, { category: 'cooking' }),
        'category',
        'Category must be one of the six categories',
      );
    });

    it('accepts a subcategory of every category', async () => {
      for (const category of CATEGORY_SLUGS) {
        const subs = SUBCATEGORY_SLUGS[category];
        await admin.agent
          .post('/api/services')
          .send(serviceBody(t, { category, subCategory: subs[subs.length - 1] }))
          .expect(201);
      }
    });

    it('allows at most 4 features, keeps each in its place and drops trailing empty ones', async () => {
      await expectRejected(
        serviceBody(t, { features: ['a', 'b', 'c', 'd', 'e'] }),
        'features',
        'At most 4 features',
      );
      const created = await create({ features: ['One', '', '  ', 'Two'] });
      expect(created.features).toEqual(['One', '', '', 'Two']);
      const trailing = await create({ features: ['', 'Two', ' ', ''] });
      expect(trailing.features).toEqual(['', 'Two']);
      expect((await create({ features: ['', ' '] })).features).toEqual([]);
    });

    it('accepts only media uploaded to this site', async () => {
      for (const url of [
        'https://evil.example/uploads/0123456789abcdef0123456789abcdef.png',
        `${t.config.publicUrl}/uploads/0123456789abcdef0123456789abcdef.png`,
        'javascript:alert(1)',
      ]) {
        const cover = await admin.agent.post('/api/services').send(serviceBody(t, { coverImage: url }));
        expect(cover.status).toBe(400);
        expect(cover.body.code).toBe('SERVICE.FOREIGN_MEDIA');
        const other = await admin.agent
          .put(`/api/services/${existingId}`)
          .send(serviceBody(t, { otherImages: [url] }));
        expect(other.status).toBe(400);
      }
    });

    it('refuses unknown fields, also inside packages, and changes nothing', async () => {
      const before = (await admin.agent.get(`/api/services/single-service/${existingId}`).expect(200)).body;
      const res = await admin.agent
        .put(`/api/services/${existingId}`)
        .send({ ...serviceBody(t), averageStars: 5 });
      expect(res.status).toBe(400);
      expect(res.body.fields.averageStars).toBeDefined();
      const body = serviceBody(t);
      body.packages[0] = { ...body.packages[0], priceCents: 1 } as never;
      expect((await admin.agent.post('/api/services').send(body)).status).toBe(400);
      const after = (await admin.agent.get(`/api/services/single-service/${existingId}`).expect(200)).body;
      expect(after).toEqual(before);
    });

    it('refuses oversized fields and bodies', async () => {
      await expectRejected(
        serviceBody(t, { title: 'x'.repeat(151) }),
        'title',
        'Service Title must be at most 150 characters',
      );
      const huge = await admin.agent
        .post('/api/services')
        .send(serviceBody(t, { desc: 'x'.repeat(2 * 1024 * 1024) }));
      expect(huge.status).toBe(413);
    });
  });

  describe('reading', () => {
    let id: string;
    beforeAll(async () => {
      id = (
        await create({ title: 'Reading test service', category: 'business', subCategory: 'business-plan' })
      )._id;
    });

    it('keeps the spec shape and hides prices from visitors', async () => {
      const visitor = (await t.http().get(`/api/services/single-service/${id}`).expect(200)).body;
      // Every field the shop writes (title, texts, category, images, features, packages) and the server's own.
      const written = Object.keys(serviceBody(t));
      expect(Object.keys(visitor)).toEqual(
        expect.arrayContaining([...written, '_id', 'userId', 'averageStars', 'starNumber', 'createdAt']),
      );
      expect(visitor.packages.map((p: { name: string }) => p.name)).toEqual(['basic', 'standard', 'premium']);
      for (const p of visitor.packages) {
        expect(p).not.toHaveProperty('regularPrice');
        expect(p).not.toHaveProperty('salePrice');
        expect(p).toHaveProperty('deliveryTime');
      }
      const list = (await t.http().get('/api/services?category=business').expect(200)).body;
      expect(list.length).toBeGreaterThan(0);
      expect(JSON.stringify(list)).not.toMatch(/regularPrice|salePrice/);
      // One service read on its own (with its packages in one query) is the list's entry for it.
      expect(list.find((s: { _id: string }) => s._id === id)).toEqual(visitor);

      const signedIn = (await buyer.agent.get(`/api/services/single-service/${id}`).expect(200)).body;
      expect(signedIn.packages[0]).toMatchObject({ name: 'basic', regularPrice: 50, salePrice: 40 });
      expect(signedIn.packages[2]).toMatchObject({ regularPrice: 250, salePrice: 199.99 });
      expect(signedIn.averageStars).toBe(0);
      expect(signedIn.starNumber).toBe(0);
      const listedSignedIn = (await buyer.agent.get('/api/services?category=business').expect(200)).body;
      expect(listedSignedIn.find((s: { _id: string }) => s._id === id)).toEqual(signedIn);
    });

    it('answers 404, never 500, for ids that are not UUIDs or unknown', async () => {
      for (const bad of ['not-a-uuid', '123', "1' or '1'='1", randomUUID()]) {
        const path = encodeURIComponent(bad);
        expect((await t.http().get(`/api/services/single-service/${path}`)).status).toBe(404);
        expect((await admin.agent.put(`/api/services/${path}`).send(serviceBody(t))).status).toBe(404);
        expect((await admin.agent.delete(`/api/services/${path}`)).status).toBe(404);
      }
    });

    it('prices a package for checkout on the server', async () => {
      const catalog = t.app.get(CatalogService);
      const pricing = t.app.get(CatalogPricing);
      await expect(pricing.findPackageForPurchase(id, 'Basic')).resolves.toEqual({
        serviceId: id,
        title: 'Reading test service',
        packageName: 'basic',
        priceCents: 4000,
        deliveryDays: expect.any(Number),
        revisionsAllowed: expect.any(Number),
        requirements: [],
        extras: [],
        // One more revision bought during an order (issue 61): not sold by this service.
        extraRevisionPriceCents: 0,
      });
      await expect(pricing.findPackageForPurchase(id, 'standard')).resolves.toMatchObject({
        priceCents: 12000,
      });
      await expect(pricing.findPackageForPurchase(id, 'gold')).resolves.toBeUndefined();
      await expect(pricing.findPackageForPurchase('nope', 'basic')).resolves.toBeUndefined();
      await expect(catalog.exists(id)).resolves.toBe(true);
      await expect(catalog.exists(randomUUID())).resolves.toBe(false);
      await reviewService(t, id, [4, 5]);
      const view = (await t.http().get(`/api/services/single-service/${id}`).expect(200)).body;
      expect(view).toMatchObject({ averageStars: 4.5, starNumber: 2 });
    });
  });

  describe('listing', () => {
    let fresh: TestApp;
    let freshAdmin: SignedIn;
    beforeAll(async () => {
      fresh = await createTestApp();
      freshAdmin = await fresh.signIn({ admin: true });
      const inputs = [];
      for (let i = 0; i < 30; i++) {
        const regular = 10 + i * 10;
        const base = serviceBody(fresh, {
          title: `Programming service number ${i}`,
          category: i < 26 ? 'programming-tech' : 'business',
          subCategory: i < 26 ? (i % 2 ? 'wordpress' : 'shopify') : 'sales',
        });
        base.packages = base.packages.map((p, n) =>
          n === 0 ? { ...p, regularPrice: regular, salePrice: 0, deliveryTime: 1 + (i % 5) } : p,
        );
        inputs.push({ input: base as never, sellerId: freshAdmin.user.id });
      }
      // One at a time so creation times (the default order) differ.
      for (const input of inputs) await fresh.app.get(CatalogService).insertMany([input]);
    });
    afterAll(() => fresh.close());

    it('pages with a default and a maximum size and says the total', async () => {
      const first = await fresh.http().get('/api/services?category=programming-tech').expect(200);
      expect(first.headers['x-total-count']).toBe('26');
      expect(first.body).toHaveLength(24);
      const second = await fresh.http().get('/api/services?category=programming-tech&page=2').expect(200);
      expect(second.body).toHaveLength(2);
      const ids = new Set([...first.body, ...second.body].map((s: { _id: string }) => s._id));
      expect(ids.size).toBe(26);
      const small = await fresh.http().get('/api/services?limit=5&page=3').expect(200);
      expect(small.body).toHaveLength(5);
      expect(small.headers['x-total-count']).toBe('30');
      expect((await fresh.http().get('/api/services?limit=101')).status).toBe(400);
      expect((await fresh.http().get('/api/services?limit=0')).status).toBe(400);
      expect((await fresh.http().get('/api/services?page=0')).status).toBe(400);
      expect((await fresh.http().get('/api/services?page=abc')).status).toBe(400);
      expect((await fresh.http().get('/api/services?unknown=1')).status).toBe(400);
    });

    it('filters by category, subcategory, price and delivery, and sorts', async () => {
      const sub = await fresh
        .http()
        .get('/api/services?category=programming-tech&subcategory=wordpress')
        .expect(200);
      expect(sub.headers['x-total-count']).toBe('13');
      expect(sub.body.every((s: { subCategory: string }) => s.subCategory === 'wordpress')).toBe(true);
      const onlySub = await fresh.http().get('/api/services?subcategory=sales').expect(200);
      expect(onlySub.headers['x-total-count']).toBe('4');

      const priced = await freshAdmin.agent
        .get('/api/services?minPrice=50&maxPrice=100&sort=price')
        .expect(200);
      expect(
        priced.body.map((s: { packages: Array<{ regularPrice: number }> }) => s.packages[0].regularPrice),
      ).toEqual([50, 60, 70, 80, 90, 100]);
      const fast = await fresh.http().get('/api/services?maxDelivery=1&limit=100').expect(200);
      expect(fast.headers['x-total-count']).toBe('6');
      expect(
        fast.body.every(
          (s: { packages: Array<{ deliveryTime: number }> }) => s.packages[0].deliveryTime === 1,
        ),
      ).toBe(true);
      const desc = await freshAdmin.agent.get('/api/services?sort=price_desc&limit=1').expect(200);
      expect(desc.body[0].packages[0].regularPrice).toBe(300);
      // Visitors see no prices, so price filters and price order are ignored for them (newest first).
      const everything = await fresh.http().get('/api/services?limit=100').expect(200);
      for (const query of ['minPrice=50&maxPrice=100&sort=price', 'sort=price_desc']) {
        const visitor = await fresh.http().get(`/api/services?${query}&limit=100`).expect(200);
        expect(visitor.headers['x-total-count']).toBe(everything.headers['x-total-count']);
        expect(visitor.body.map((s: { _id: string }) => s._id)).toEqual(
          everything.body.map((s: { _id: string }) => s._id),
        );
      }
      // An unknown category or subcategory is a mistake in the request, not an empty catalogue.
      for (const query of [
        'category=cooking',
        'category=nope',
        'subcategory=nope',
        'category=business&subcategory=x',
      ]) {
        const unknown = await fresh.http().get(`/api/services?${query}`).expect(400);
        expect(unknown.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(unknown.body.message).toMatch(/Unknown (category|subcategory)/);
      }
      expect((await fresh.http().get('/api/services?sort=cheapest')).status).toBe(400);
      expect((await fresh.http().get('/api/services?minPrice=-1')).status).toBe(400);
    });

    it('sorts by rating, and shows new ratings at once', async () => {
      const list = (await fresh.http().get('/api/services?limit=3').expect(200)).body;
      await fresh.http().get('/api/services?sort=rating&limit=2').expect(200);
      // The same average: more reviews rank first.
      await reviewService(fresh, list[2]._id, [5, 5]);
      await reviewService(fresh, list[1]._id, [5]);
      const rated = (await fresh.http().get('/api/services?sort=rating&limit=2').expect(200)).body;
      expect(rated.map((s: { _id: string }) => s._id)).toEqual([list[2]._id, list[1]._id]);
      expect(rated[0]).toMatchObject({ averageStars: 5, starNumber: 2 });
    });

    it('lists newest first by default', async () => {
      const list = (await fresh.http().get('/api/services?limit=100').expect(200)).body;
      const times = list.map((s: { createdAt: string }) => s.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });
});
