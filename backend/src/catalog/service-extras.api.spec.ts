import type { ServiceExtraBody, ServiceJson } from '@market/contracts';
import request from 'supertest';
import { serviceBody } from '../../test/catalog-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

/** Extras of a service (issue 61): the admin's rules, and who sees their prices. */
describe('service extras', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn({ admin: true });
  }, 300_000);
  afterAll(() => t.close());

  const extra = (overrides: Partial<ServiceExtraBody> = {}): ServiceExtraBody => ({
    title: 'Source files',
    description: 'The editable AI and SVG files',
    price: 20,
    deliveryDays: 1,
    revisions: 0,
    packages: ['basic', 'standard'],
    ...overrides,
  });

  it('refuses extras out of range, naming the field, and stores nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [Array.from({ length: 11 }, () => extra()), /^extras: at most 10 extras$/],
      [[extra({ title: '' })], /^extras: title is required$/],
      [[extra({ title: 'x'.repeat(81) })], /^extras: title must be at most 80 characters$/],
      [[extra({ description: 'x'.repeat(301) })], /^extras: description must be at most 300/],
      [[extra({ price: 0 })], /^extras: price must be at least 1$/],
      [[extra({ price: 1.234 })], /^extras: price must be a number/],
      [[extra({ deliveryDays: -30 })], /^extras: deliveryDays must be at least -29$/],
      [[extra({ deliveryDays: 31 })], /^extras: deliveryDays must be at most 30$/],
      [[extra({ revisions: 11 })], /^extras: revisions must be at most 10$/],
      [[extra({ packages: ['gold' as 'basic'] })], /^extras: packages must be basic, standard or premium$/],
      [[extra({ packages: [] })], /^extras: packages must name at least one package$/],
      [[{ ...extra(), _id: 'not-an-id' }], /^extras: _id must be a valid id$/],
      ['many', /^extras must be a list$/],
    ];
    for (const [extras, message] of cases) {
      const res = await admin.agent
        .post('/api/services')
        .send({ ...serviceBody(t), extras })
        .expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(new RegExp(message.source.replace(/^\^|\$$/g, '')));
    }
    const repeated = '3f1c2a4e-9a53-4d0e-9c55-1c6a0e7b8d21';
    const twice = await admin.agent
      .post('/api/services')
      .send({ ...serviceBody(t), extras: [extra({ _id: repeated }), extra({ _id: repeated })] })
      .expect(400);
    expect(twice.body).toMatchObject({
      code: 'SERVICE.EXTRA_ID_REPEATED',
      message: 'extras: _id must not repeat',
    });
    await admin.agent
      .post('/api/services')
      .send({ ...serviceBody(t), extraRevisionPrice: -1 })
      .expect(400);
    const count = await admin.agent.get('/api/services/count').expect(200);
    expect(count.body.totalServices).toBe(0);
  });

  it('stores extras with ids kept on edit; prices for signed-in users only', async () => {
    const created = await admin.agent
      .post('/api/services')
      .send({
        ...serviceBody(t),
        extras: [
          extra(),
          extra({ title: 'Express', price: 35.5, deliveryDays: -2, packages: ['premium', 'basic'] }),
        ],
        extraRevisionPrice: 15,
      })
      .expect(201);
    const service = created.body as ServiceJson;
    expect(service.extraRevisionPrice).toBe(15);
    expect(service.extras).toEqual([
      { _id: expect.any(String), ...extra() },
      expect.objectContaining({
        title: 'Express',
        price: 35.5,
        deliveryDays: -2,
        packages: ['basic', 'premium'],
      }),
    ]);
    const [first, second] = service.extras!;

    const visitor = await request(t.url).get(`/api/services/single-service/${service._id}`).expect(200);
    expect(visitor.body.extraRevisionPrice).toBeUndefined();
    for (const seen of visitor.body.extras) expect(seen.price).toBeUndefined();

    const edited = await admin.agent
      .put(`/api/services/${service._id}`)
      .send({
        ...serviceBody(t),
        extras: [{ ...extra({ price: 25 }), _id: first._id }, extra({ title: 'New' })],
      })
      .expect(200);
    expect(edited.body.extras[0]).toMatchObject({ _id: first._id, price: 25 });
    expect(edited.body.extras[1]._id).not.toBe(second._id);
    expect(edited.body.extraRevisionPrice).toBe(0);
  });
});
