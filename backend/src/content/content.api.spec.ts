import { randomUUID } from 'node:crypto';
import { SignedIn, TestApp, useAdminAndBuyer } from '../../test/test-app';
import { ownUpload } from '../../test/catalog-fixtures';

jest.setTimeout(120_000);

describe('content: blogs and galleries', () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  useAdminAndBuyer((opened) => ({ t, admin, buyer } = opened));

  const blog = () => ({
    title: 'Ten tips for a great logo',
    description: 'Keep it simple. '.repeat(20),
    images: [ownUpload(t)],
  });

  describe('blogs', () => {
    it('lets only admins create, edit and delete; anyone reads', async () => {
      await t.http().post('/api/blogs').send(blog()).expect(401);
      await buyer.agent.post('/api/blogs').send(blog()).expect(403);
      const created = (await admin.agent.post('/api/blogs').send(blog()).expect(201)).body;
      expect(Object.keys(created).sort()).toEqual([
        '_id',
        'createdAt',
        'description',
        'images',
        'locale',
        'title',
        'translated',
      ]);

      const read = (await t.http().get(`/api/blogs/${created._id}`).expect(200)).body;
      expect(read).toEqual(created);
      const list = await t.http().get('/api/blogs').expect(200);
      expect(list.body.map((b: { _id: string }) => b._id)).toContain(created._id);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

      const edit = { title: 'Edited', description: 'New text' };
      await t.http().put(`/api/blogs/${created._id}`).send(edit).expect(401);
      await buyer.agent.put(`/api/blogs/${created._id}`).send(edit).expect(403);
      const edited = (await admin.agent.put(`/api/blogs/${created._id}`).send(edit).expect(200)).body;
      expect(edited).toMatchObject({ title: 'Edited', description: 'New text', images: created.images });
      const newImage = ownUpload(t);
      const reimaged = (
        await admin.agent
          .put(`/api/blogs/${created._id}`)
          .send({ ...edit, images: [newImage] })
          .expect(200)
      ).body;
      expect(reimaged.images).toEqual([newImage]);

      await t.http().delete(`/api/blogs/${created._id}`).expect(401);
      await buyer.agent.delete(`/api/blogs/${created._id}`).expect(403);
      await admin.agent.delete(`/api/blogs/${created._id}`).expect(200);
      await t.http().get(`/api/blogs/${created._id}`).expect(404);
    });

    it.each([
      ['title', 'Blog Title is required'],
      ['description', 'Description is required'],
      ['images', 'At least one image is required'],
    ])('create requires %s: "%s"', async (field, message) => {
      const body = blog() as Record<string, unknown>;
      delete body[field];
      const res = await admin.agent.post('/api/blogs').send(body).expect(400);
      expect(res.body.fields[field]).toContain(message);
      const blank = await admin.agent
        .post('/api/blogs')
        .send({ ...blog(), [field]: field === 'images' ? [] : '  ' })
        .expect(400);
      expect(blank.body.fields[field]).toContain(message);
    });

    it('edit requires title and description', async () => {
      const id = (await admin.agent.post('/api/blogs').send(blog()).expect(201)).body._id;
      const noTitle = await admin.agent.put(`/api/blogs/${id}`).send({ description: 'x' }).expect(400);
      expect(noTitle.body.fields.title).toContain('Blog Title is required');
      const noDesc = await admin.agent.put(`/api/blogs/${id}`).send({ title: 'x' }).expect(400);
      expect(noDesc.body.fields.description).toContain('Description is required');
    });

    it('refuses foreign images, unknown fields and oversized bodies', async () => {
      const foreign = await admin.agent
        .post('/api/blogs')
        .send({ ...blog(), images: ['https://evil.example/a.png'] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.code).toBe('CONTENT.FOREIGN_MEDIA');
      expect((await admin.agent.post('/api/blogs').send({ ...blog(), author: 'x' })).status).toBe(400);
      const huge = await admin.agent
        .post('/api/blogs')
        .send({ ...blog(), description: 'x'.repeat(2 * 1024 * 1024) });
      expect(huge.status).toBe(413);
      const long = await admin.agent.post('/api/blogs').send({ ...blog(), title: 'x'.repeat(201) });
      expect(long.status).toBe(400);
    });

    it('answers 404 for bad or unknown ids', async () => {
      for (const id of ['nope', randomUUID()]) {
        await t.http().get(`/api/blogs/${id}`).expect(404);
        await admin.agent.put(`/api/blogs/${id}`).send({ title: 'a', description: 'b' }).expect(404);
        await admin.agent.delete(`/api/blogs/${id}`).expect(404);
      }
    });
  });

  describe('galleries', () => {
    const item = (category = 'graphics-design') => ({
      imageTitle: 'Logo for a bakery',
      category,
      imageUrl: ownUpload(t),
    });

    it('lets only admins add and delete; anyone lists, by category', async () => {
      await t.http().post('/api/galleries').send(item()).expect(401);
      await buyer.agent.post('/api/galleries').send(item()).expect(403);
      const created = (await admin.agent.post('/api/galleries').send(item()).expect(201)).body;
      expect(created).toMatchObject({ imageTitle: 'Logo for a bakery', category: 'graphics-design' });
      await admin.agent.post('/api/galleries').send(item('business')).expect(201);

      const all = await t.http().get('/api/galleries').expect(200);
      expect(all.body.length).toBeGreaterThanOrEqual(2);
      const design = await t.http().get('/api/galleries?category=graphics-design').expect(200);
      expect(design.body.every((g: { category: string }) => g.category === 'graphics-design')).toBe(true);
      expect(design.headers['x-total-count']).toBe(String(design.body.length));
      expect((await t.http().get('/api/galleries?category=cooking').expect(200)).body).toEqual([]);

      await t.http().delete(`/api/galleries/${created._id}`).expect(401);
      await buyer.agent.delete(`/api/galleries/${created._id}`).expect(403);
      await admin.agent.delete(`/api/galleries/${created._id}`).expect(200);
      await admin.agent.delete(`/api/galleries/${created._id}`).expect(404);
      await admin.agent.delete('/api/galleries/not-a-uuid').expect(404);
    });

    it.each([
      ['imageTitle', 'Image title is required'],
      ['category', 'Category is required'],
      ['imageUrl', 'Image is required'],
    ])('requires %s: "%s"', async (field, message) => {
      const body = item() as Record<string, unknown>;
      delete body[field];
      const res = await admin.agent.post('/api/galleries').send(body).expect(400);
      expect(res.body.fields[field]).toContain(message);
    });

    it('accepts only the six categories and this site uploads', async () => {
      const bad = await admin.agent.post('/api/galleries').send(item('cooking')).expect(400);
      expect(bad.body.fields.category).toContain('Category must be one of the six categories');
      await admin.agent
        .post('/api/galleries')
        .send({ ...item(), imageUrl: 'http://evil.example/x.png' })
        .expect(400);
      await admin.agent
        .post('/api/galleries')
        .send({ ...item(), extra: 1 })
        .expect(400);
    });

    it('pages with X-Total-Count and a maximum', async () => {
      expect((await t.http().get('/api/galleries?limit=101')).status).toBe(400);
      const one = await t.http().get('/api/galleries?limit=1').expect(200);
      expect(one.body).toHaveLength(1);
      expect(Number(one.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    });
  });
});
