import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { can, Permission, ROLE_PERMISSIONS, STAFF_ROLES, StaffRole } from '@market/contracts';
import { ACCESS_KEY } from '../common/access.decorator';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { PERMISSION_KEY } from './permission.decorator';

jest.setTimeout(180_000);

interface StaffRoute {
  method: string;
  path: string;
  permission: Permission | undefined;
}

/** Every `@Access('admin')` route of the running app, read from the controllers' metadata. */
function staffRoutes(t: TestApp): StaffRoute[] {
  const routes: StaffRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(ACCESS_KEY, handler) !== 'admin') continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const own = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = `/api/${`${base}/${own}`.split('/').filter(Boolean).join('/')}`;
        routes.push({ method, path, permission: Reflect.getMetadata(PERMISSION_KEY, handler) });
      }
    }
  }
  return routes;
}

describe('staff permissions', () => {
  let t: TestApp;
  let routes: StaffRoute[];
  const staff = {} as Record<StaffRole, SignedIn>;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    routes = staffRoutes(t);
    for (const role of STAFF_ROLES) staff[role] = await t.signIn({ role });
    buyer = await t.signIn();
  });
  afterAll(() => t.close());

  it('finds the staff routes, and every one declares the permission it needs', () => {
    expect(routes.length).toBeGreaterThanOrEqual(29);
    expect(routes.filter((route) => route.permission === undefined)).toEqual([]);
  });

  it('lets each role through exactly the routes its permissions allow, and a buyer through none', async () => {
    const outcomes: string[] = [];
    for (const route of routes) {
      // Unknown ids: a role that may call the route reaches its handler (404/400), changing nothing.
      const path = route.path.replace(/:[A-Za-z_]+/g, randomUUID());
      for (const role of STAFF_ROLES) {
        const answer = await staff[role].agent[route.method.toLowerCase() as 'get'](path).send({});
        const allowed = can(role, route.permission!);
        const denied = answer.status === 403 && answer.body.code === 'AUTH.PERMISSION';
        if (allowed === denied) outcomes.push(`${role} ${route.method} ${route.path}: ${answer.status}`);
        if (denied) expect(answer.body).toMatchObject({ statusCode: 403, permission: route.permission });
      }
      const asBuyer = await buyer.agent[route.method.toLowerCase() as 'get'](path).send({});
      if (asBuyer.status !== 403) outcomes.push(`buyer ${route.method} ${route.path}: ${asBuyer.status}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('changes nothing when a role lacks the permission', async () => {
    const created = await staff.manager.agent
      .post('/api/coupon/add')
      .send({ code: 'STAYS10', discountValue: 10 })
      .expect(201);
    const id = created.body._id as string;
    const denied = await staff.support.agent.delete(`/api/coupon/${id}`).expect(403);
    expect(denied.body).toMatchObject({ code: 'AUTH.PERMISSION', permission: 'coupons.write' });
    const list = await staff.owner.agent.get('/api/coupon').expect(200);
    expect(list.body.map((coupon: { _id: string }) => coupon._id)).toContain(id);
  });

  it('puts the role and its permissions on the sign-in and session answers, with isAdmin for every role', async () => {
    const session = await staff.fulfilment.agent.get('/api/auth/session').expect(200);
    expect(session.body.user).toMatchObject({
      isAdmin: true,
      role: 'fulfilment',
      permissions: [...ROLE_PERMISSIONS.fulfilment],
    });
    const fresh = await t.signIn({ role: 'finance' });
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: fresh.user.username, password: fresh.user.password })
      .expect(200);
    expect(login.body).toMatchObject({
      isAdmin: true,
      role: 'finance',
      permissions: [...ROLE_PERMISSIONS.finance],
    });
    const asBuyer = await buyer.agent.get('/api/auth/session').expect(200);
    expect(asBuyer.body.user.role).toBeUndefined();
    expect(asBuyer.body.user.permissions).toBeUndefined();
  });
});
