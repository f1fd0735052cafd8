import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { SignedIn, TestApp, useAdminAndBuyer } from '../../test/test-app';
import { ownUpload, serviceBody } from '../../test/catalog-fixtures';

jest.setTimeout(180_000);

/** Translated services and blogs (issue 58), search per language, and the search plan (issue 64). */
describe('translated content', () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let logo: string;

  const german = {
    title: 'Ich gestalte ein modernes, minimalistisches Logo für Ihre Marke',
    shortTitle: 'Minimalistisches Logo',
    desc: 'Ein klares, einprägsames Logo mit unbegrenzten Entwürfen, bis es Ihnen gefällt.',
    shortDesc: 'Modernes Logo mit Quelldateien',
    features: ['Vektor-Quelldateien', 'Transparentes PNG', 'Social-Media-Paket', 'Kommerzielle Nutzung'],
    packages: { basic: 'Ein Entwurf', standard: 'Drei Entwürfe', premium: 'Komplettes Markenpaket' },
  };
  const arabic = {
    title: 'سأصمم لك شعارًا عصريًا وبسيطًا لعلامتك التجارية',
    shortTitle: 'تصميم شعار بسيط',
  };

  useAdminAndBuyer((opened) => ({ t, admin, buyer } = opened), 180_000);
  beforeAll(async () => {
    const body = { ...serviceBody(t), translations: { de: german, ar: arabic } };
    logo = (await admin.agent.post('/api/services').send(body).expect(201)).body._id;
  });

  const read = (locale?: string) =>
    t
      .http()
      .get(`/api/services/single-service/${logo}`)
      .query(locale === undefined ? {} : { locale })
      .expect(200)
      .then((res) => res.body);

  it('answers a service in the language asked for, group by group', async () => {
    const de = await read('de');
    expect(de).toMatchObject({
      locale: 'de',
      title: german.title,
      shortTitle: german.shortTitle,
      desc: german.desc,
      description: german.desc,
      features: german.features,
      translated: { title: true, description: true, features: true, packages: true, requirements: true },
    });
    expect(de.packages.map((p: { desc: string }) => p.desc)).toEqual([
      'Ein Entwurf',
      'Drei Entwürfe',
      'Komplettes Markenpaket',
    ]);
    // Arabic has titles only: the rest is English, and says so.
    const ar = await read('ar');
    expect(ar).toMatchObject({ locale: 'ar', title: arabic.title, desc: serviceBody(t).desc });
    expect(ar.translated).toEqual({
      title: true,
      description: false,
      features: false,
      packages: false,
      requirements: true,
    });
  });

  it('falls back to English with translated false, and reads an unknown locale as English', async () => {
    const english = await read();
    expect(english.locale).toBe('en');
    const es = await read('es');
    expect(es).toMatchObject({ locale: 'es', title: english.title, desc: english.desc });
    expect(Object.values(es.translated)).toEqual([false, false, false, false, false]);
    for (const bad of ['xx', 'DE', '', 'de-DE', "de'--"]) {
      const answer = await read(bad);
      expect(answer).toMatchObject({ locale: 'en', title: english.title });
    }
    const list = await t.http().get('/api/services').query({ locale: 'zz' }).expect(200);
    expect(list.body[0].locale).toBe('en');
  });

  it('refuses bad translations with a 400 naming the field, and changes nothing', async () => {
    const count = async () =>
      Number((await t.http().get('/api/services').expect(200)).headers['x-total-count']);
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ xx: { title: 'x' } }, 'translations.xx'],
      [{ de: { title: 'x'.repeat(151) } }, 'translations.de.title'],
      [{ de: { shortDesc: 'x'.repeat(301) } }, 'translations.de.shortDesc'],
      [{ fr: { features: ['a', 'b', 'c', 'd', 'e'] } }, 'translations.fr.features'],
      [{ es: { packages: { gold: 'x' } } }, 'translations.es.packages.gold'],
      [{ ar: 'نص' }, 'translations.ar'],
      ['de', 'translations'],
      [{ de: { title: 42 } }, 'translations.de.title'],
    ];
    for (const [translations, field] of cases) {
      const res = await admin.agent
        .post('/api/services')
        .send({ ...serviceBody(t), title: 'Refused translation', translations })
        .expect(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
      await admin.agent
        .put(`/api/services/${logo}`)
        .send({ ...serviceBody(t), translations })
        .expect(400);
    }
    expect(await count()).toBe(before);
    expect((await read('de')).title).toBe(german.title);
  });

  it('keeps translations on an edit without them, replaces a language given, removes one sent as null', async () => {
    const edited = await admin.agent.put(`/api/services/${logo}`).send(serviceBody(t)).expect(200);
    expect(edited.body.locale).toBe('en');
    expect((await read('de')).title).toBe(german.title);
    const forms = (await admin.agent.get(`/api/services/${logo}/translations`).expect(200)).body;
    expect(forms.de).toMatchObject({ title: german.title, packages: german.packages });
    await buyer.agent.get(`/api/services/${logo}/translations`).expect(403);

    const missing = await admin.agent
      .get('/api/services/missing-translations')
      .query({ ids: logo })
      .expect(200);
    // es and fr missing, ar partial: three languages lack a full translation.
    expect(missing.body).toEqual({ [logo]: 3 });
    await admin.agent.get('/api/services/missing-translations').query({ ids: 'nope' }).expect(400);
    await buyer.agent.get('/api/services/missing-translations').query({ ids: logo }).expect(403);

    await admin.agent
      .put(`/api/services/${logo}`)
      .send({ ...serviceBody(t), translations: { ar: null } })
      .expect(200);
    expect((await read('ar')).translated.title).toBe(false);
    expect((await read('de')).title).toBe(german.title);
    await admin.agent
      .put(`/api/services/${logo}`)
      .send({ ...serviceBody(t), translations: { ar: arabic } })
      .expect(200);
  });

  it('shows the English question where a translation leaves its place empty (the admin form sends it so)', async () => {
    const requirements = [
      { question: 'What is your brand name?', required: true, kind: 'text' as const },
      { question: 'Which colours do you like?', required: false, kind: 'text' as const },
    ];
    const created = await admin.agent
      .post('/api/services')
      .send({
        ...serviceBody(t),
        title: 'Questions translated in part',
        requirements,
        translations: { de: { requirements: ['', 'Welche Farben mögen Sie?'] } },
      })
      .expect(201);
    const de = (
      await t
        .http()
        .get(`/api/services/single-service/${created.body._id}`)
        .query({ locale: 'de' })
        .expect(200)
    ).body;
    expect(de.requirements.map((q: { question: string }) => q.question)).toEqual([
      'What is your brand name?',
      'Welche Farben mögen Sie?',
    ]);
    expect(de.translated.requirements).toBe(false);
    await admin.agent.delete(`/api/services/${created.body._id}`).expect(200);
  });

  describe('search per language', () => {
    const search = async (search: string, locale?: string) => {
      const res = await t
        .http()
        .get('/api/services')
        .query({ search, ...(locale ? { locale } : {}) })
        .expect(200);
      return res.body as Array<{ _id: string; title: string; locale: string }>;
    };

    it('stems German: "Logos" finds the service whose German title says "Logo", answered in German', async () => {
      const found = await search('Logos', 'de');
      expect(found.map((s) => s._id)).toContain(logo);
      expect(found.find((s) => s._id === logo)?.title).toBe(german.title);
      expect((await search('minimalistische Marke', 'de')).map((s) => s._id)).toContain(logo);
      expect((await search('Entwürfe', 'de')).map((s) => s._id)).toContain(logo);
      // German words are not English ones: the English search does not know them.
      expect((await search('minimalistische Marke')).map((s) => s._id)).not.toContain(logo);
    });

    it('finds Arabic words as written, with or without short vowels', async () => {
      for (const query of ['شعار', 'شعارًا', 'علامتك التجارية']) {
        expect((await search(query, 'ar')).map((s) => s._id)).toContain(logo);
      }
      expect(await search('شعار', 'de')).toEqual([]);
    });

    it('still finds the English text in another language (the fallback), and is safe with odd text', async () => {
      expect((await search('logo', 'es')).map((s) => s._id)).toContain(logo);
      for (const q of ["Logo & | ! :* ( ) '", 'ß', '١٢٣', 'x'.repeat(200), '"; drop table services;--']) {
        await t.http().get('/api/services').query({ search: q, locale: 'de' }).expect(200);
        await t.http().get('/api/services').query({ search: q, locale: 'ar', sort: 'newest' }).expect(200);
      }
      const counted = await t
        .http()
        .get('/api/services')
        .query({ search: 'Logos', locale: 'de', sort: 'newest' });
      expect(counted.status).toBe(200);
      expect(Number(counted.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    });
  });

  it('reads the candidates of a common word through the search index, never a sequential scan (issue 64)', async () => {
    const catalog = t.app.get(CatalogService);
    const body = serviceBody(t, { title: 'I will write professional copy for your website' });
    await catalog.insertMany(
      Array.from({ length: 300 }, () => ({
        input: { ...body, translations: { de: { title: 'Ich schreibe professionelle Texte' } } } as never,
        sellerId: admin.user.id,
      })),
      { trustMedia: true },
    );
    const repo = t.app.get(CatalogRepository);
    const english = (await repo.explainSearch({ tsQuery: 'write' })).join('\n');
    expect(english).toMatch(/Bitmap Index Scan on services_search_idx/);
    expect(english).not.toMatch(/Seq Scan on services\b/);
    const local = (
      await repo.explainSearch({ tsQuery: 'schreib', local: { locale: 'de', tsQuery: 'schreibe' } })
    ).join('\n');
    expect(local).toMatch(/Bitmap Index Scan on service_translations_search_idx/);
    expect(local).not.toMatch(/Seq Scan on (services|service_translations)\b/);
  });

  describe('blogs', () => {
    let blog: string;
    beforeAll(async () => {
      const created = await admin.agent
        .post('/api/blogs')
        .send({
          title: 'Why a simple logo works',
          description: 'Simple marks are remembered.',
          images: [ownUpload(t)],
          translations: {
            de: {
              title: 'Warum ein einfaches Logo wirkt',
              description: 'Einfache Zeichen bleiben im Gedächtnis.',
            },
            fr: { title: 'Pourquoi un logo simple fonctionne' },
          },
        })
        .expect(201);
      blog = created.body._id;
    });

    it('answers a blog per language with English as the fallback', async () => {
      const de = (await t.http().get(`/api/blogs/${blog}`).query({ locale: 'de' }).expect(200)).body;
      expect(de).toMatchObject({ locale: 'de', title: 'Warum ein einfaches Logo wirkt' });
      expect(de.translated).toEqual({ title: true, description: true });
      const fr = (await t.http().get(`/api/blogs/${blog}`).query({ locale: 'fr' }).expect(200)).body;
      expect(fr).toMatchObject({
        title: 'Pourquoi un logo simple fonctionne',
        description: 'Simple marks are remembered.',
      });
      expect(fr.translated).toEqual({ title: true, description: false });
      const bad = (await t.http().get(`/api/blogs/${blog}`).query({ locale: 'xx' }).expect(200)).body;
      expect(bad).toMatchObject({ locale: 'en', title: 'Why a simple logo works' });
    });

    it('counts missing translations on the list and keeps or replaces them on edit', async () => {
      const list = await admin.agent
        .get('/api/blogs')
        .query({ missingTranslations: 'true', locale: 'de' })
        .expect(200);
      const own = list.body.find((b: { _id: string }) => b._id === blog);
      expect(own).toMatchObject({ missingTranslations: 3, title: 'Warum ein einfaches Logo wirkt' });
      await admin.agent
        .put(`/api/blogs/${blog}`)
        .send({ title: 'Why a simple logo works', description: 'Edited.' })
        .expect(200);
      const forms = (await admin.agent.get(`/api/blogs/${blog}/translations`).expect(200)).body;
      expect(forms.de.title).toBe('Warum ein einfaches Logo wirkt');
      const res = await admin.agent
        .put(`/api/blogs/${blog}`)
        .send({ title: 'x', description: 'y', translations: { it: { title: 'Perché' } } })
        .expect(400);
      expect(Object.keys(res.body.fields)).toContain('translations.it');
      expect((await t.http().get(`/api/blogs/${blog}`).expect(200)).body.title).toBe(
        'Why a simple logo works',
      );
    });
  });
});
