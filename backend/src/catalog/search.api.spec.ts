import { RANK_CANDIDATES } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { ServiceInputDto } from './dto/service.dto';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { serviceBody } from '../../test/catalog-fixtures';

jest.setTimeout(120_000);

describe('search', () => {
  let t: TestApp;
  let buyer: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.signIn();
    const admin = await t.signIn({ admin: true });
    const catalog = t.app.get(CatalogService);
    const items: Array<[string, Partial<ServiceInputDto>, number]> = [
      [
        'logo',
        {
          title: 'I will design a professional logo for your startup',
          category: 'graphics-design',
          subCategory: 'logo-design',
          shortTitle: 'Professional logo',
          desc: 'Custom vector artwork.',
        },
        80,
      ],
      [
        'logo2',
        {
          title: 'Minimalist logo and brand identity',
          category: 'graphics-design',
          subCategory: 'brand-style-guides',
          shortTitle: 'Brand identity',
          desc: 'Colour palette and typography.',
        },
        300,
      ],
      [
        'wordpress',
        {
          title: 'I will build a fast WordPress website',
          category: 'programming-tech',
          subCategory: 'wordpress',
          shortTitle: 'WordPress site',
          desc: 'Themes, plugins and speed.',
        },
        150,
      ],
      [
        'shopify',
        {
          title: 'I will set up your Shopify store',
          category: 'programming-tech',
          subCategory: 'shopify',
          shortTitle: 'Shopify store',
          desc: 'Products, payments and a custom theme.',
        },
        200,
      ],
      [
        'seo',
        {
          title: 'Technical SEO audit for your website',
          category: 'digital-marketing',
          subCategory: 'search-engine-optimization',
          shortTitle: 'SEO audit',
          desc: 'Crawl errors, speed and content gaps.',
        },
        90,
      ],
      [
        'video',
        {
          title: 'Professional video editing for YouTube',
          category: 'video-animation',
          subCategory: 'video-editing',
          shortTitle: 'Video editing',
          desc: 'Cuts, colour and sound; great for a logo reveal too.',
        },
        60,
      ],
    ];
    for (const [key, overrides, price] of items) {
      const body = serviceBody(t, { shortDesc: 'Quality work, delivered on time', ...overrides } as never);
      body.features = ['Fast delivery', 'Source files', 'Unlimited revisions', 'Friendly support'];
      body.packages[0] = { ...body.packages[0], regularPrice: price, salePrice: 0 };
      const [row] = await catalog.insertMany([{ input: body as never, sellerId: admin.user.id }]);
      ids[key] = row.id;
    }
  });
  afterAll(() => t.close());

  async function search(query: string): Promise<{ ids: string[]; total: number }> {
    const res = await t
      .http()
      .get('/api/services')
      .query(query ? { search: query } : {})
      .expect(200);
    return { ids: res.body.map((s: { _id: string }) => s._id), total: Number(res.headers['x-total-count']) };
  }

  it('finds by title words and ranks title matches first', async () => {
    const found = await search('logo');
    expect(found.ids.slice(0, 2).sort()).toEqual([ids.logo, ids.logo2].sort());
    // The video service mentions a logo only in its description: it comes after.
    expect(found.ids).toContain(ids.video);
    expect(found.ids.indexOf(ids.video)).toBe(2);
  });

  it('lists each match as its own page reads it, packages and prices included', async () => {
    const listed = (await buyer.agent.get('/api/services').query({ search: 'logo' }).expect(200)).body;
    const own = (await buyer.agent.get(`/api/services/single-service/${ids.logo}`).expect(200)).body;
    expect(own.packages.map((p: { name: string }) => p.name)).toEqual(['basic', 'standard', 'premium']);
    expect(own.packages[0]).toMatchObject({ regularPrice: 80, salePrice: 0 });
    expect(listed.find((s: { _id: string }) => s._id === ids.logo)).toEqual(own);
  });

  it('tolerates typos ("logo desgn")', async () => {
    const found = await search('logo desgn');
    expect(found.ids[0]).toBe(ids.logo);
    expect(found.ids).not.toContain(ids.wordpress);
  });

  it('matches prefixes ("wordp", "shopi")', async () => {
    expect((await search('wordp')).ids).toEqual([ids.wordpress]);
    expect((await search('shopi')).ids).toEqual([ids.shopify]);
  });

  it('needs every word of a multi-word query, in any field', async () => {
    expect((await search('shopify store payments')).ids).toEqual([ids.shopify]);
    expect((await search('seo audit')).ids).toEqual([ids.seo]);
    expect((await search('wordpress logo')).ids).toEqual([]);
  });

  it('searches category and subcategory names', async () => {
    expect((await search('digital marketing')).ids).toEqual([ids.seo]);
  });

  it('combines with category and price filters (prices are for signed-in users)', async () => {
    const res = await buyer.agent
      .get('/api/services')
      .query({ search: 'logo', category: 'graphics-design', maxPrice: 100 })
      .expect(200);
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual([ids.logo]);
    expect(res.headers['x-total-count']).toBe('1');
    const signedIn = await buyer.agent
      .get('/api/services')
      .query({ search: 'professional', sort: 'price' })
      .expect(200);
    expect(signedIn.body.map((s: { _id: string }) => s._id)).toEqual([ids.video, ids.logo]);
  });

  it('answers an empty list for no match', async () => {
    expect(await search('zzqxv')).toEqual({ ids: [], total: 0 });
    expect(await search('!!!')).toEqual({ ids: [], total: 0 });
  });

  it('treats empty or whitespace-only text as no filter, and trims', async () => {
    expect((await search('   ')).total).toBe(6);
    expect((await search('')).total).toBe(6);
    expect((await search('  wordpress  ')).ids).toEqual([ids.wordpress]);
  });

  it('is safe with query operators and odd text', async () => {
    for (const q of ["logo & | ! :* ( ) '", 'a', 'SELECT * FROM services;--', 'é logo', 'x'.repeat(200)]) {
      const res = await t.http().get('/api/services').query({ search: q });
      expect(res.status).toBe(200);
    }
    expect(
      (
        await t
          .http()
          .get('/api/services')
          .query({ search: 'x'.repeat(201) })
      ).status,
    ).toBe(400);
  });

  it('counts a search up to the matches it ranks, and tells when there were more', async () => {
    const admin = await t.signIn({ admin: true });
    const catalog = t.app.get(CatalogService);
    const body = serviceBody(t, { title: 'Zebracorn mascot illustration', shortTitle: 'Zebracorn' } as never);
    const add = (n: number) =>
      catalog.insertMany(
        Array.from({ length: n }, () => ({ input: body as never, sellerId: admin.user.id })),
        { trustMedia: true },
      );
    const page = (n: number, sort?: string) =>
      t.http().get('/api/services').query({ search: 'zebracorn', page: n, sort }).expect(200);

    await add(RANK_CANDIDATES);
    const exact = await page(1);
    expect(exact.headers['x-total-count']).toBe(String(RANK_CANDIDATES));
    expect(exact.headers['x-total-count-capped']).toBeUndefined();

    await add(5);
    for (const sort of [undefined, 'price']) {
      const first = await page(1, sort);
      expect(first.headers['x-total-count']).toBe(String(RANK_CANDIDATES));
      expect(first.headers['x-total-count-capped']).toBe('true');
      expect(first.headers['access-control-expose-headers']).toContain('X-Total-Count-Capped');
      expect(first.body).toHaveLength(24);
    }
    // Past the ranked candidates a page is still read, in relevance order from every match.
    const past = await page(Math.ceil((RANK_CANDIDATES + 5) / 24));
    expect(past.body).toHaveLength((RANK_CANDIDATES + 5) % 24);
    expect(past.headers['x-total-count-capped']).toBe('true');
  });
});
