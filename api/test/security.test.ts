import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AUTH_METADATA } from '../src/common/auth/auth.decorator';
import { AuthGuard } from '../src/common/auth/auth.guard';
import { AuthCache } from '../src/common/auth/auth-cache';
import type { TokenService } from '../src/modules/auth/token.service';
import { Browser, browserAs, startTestApp, type TestApp } from './helpers';
import { createCall, createClient, createProject, createReferent, createUser, createAnnouncement, FACTORY_PASSWORD } from './factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('every route declares who may call it', () => {
  it('finds an @Auth declaration on every handler of every controller', () => {
    const modules = app.handle.app.get(ModulesContainer);
    const undeclared: string[] = [];
    let count = 0;
    for (const mod of modules.values()) {
      for (const wrapper of mod.controllers.values()) {
        const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
        if (!ctrl) continue;
        const classAuth = Reflect.getMetadata(AUTH_METADATA, ctrl);
        for (const key of Object.getOwnPropertyNames(ctrl.prototype)) {
          const handler = ctrl.prototype[key];
          if (key === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
            continue;
          count++;
          if (!classAuth && !Reflect.getMetadata(AUTH_METADATA, handler)) {
            undeclared.push(`${ctrl.name}.${key} (${Reflect.getMetadata(PATH_METADATA, handler)})`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(20);
    expect(undeclared).toEqual([]);
  });

  it('refuses a handler without a declaration (deny by default)', async () => {
    class Undeclared {
      handler() {}
    }
    const guard = new AuthGuard(new Reflector(), {} as DataSource, {} as TokenService, new AuthCache());
    const ctx = {
      getHandler: () => Undeclared.prototype.handler,
      getClass: () => Undeclared,
      switchToHttp: () => ({ getRequest: () => ({ headers: {}, params: {} }) }),
    } as unknown as ExecutionContext;
    await expect(guard.canActivate(ctx)).rejects.toBeInstanceOf(ForbiddenException);
  });
});

describe('CSRF, unknown fields, throttling (docs/api.md#conventions)', () => {
  it('answers 419 to a POST without the XSRF header, and with a wrong one', async () => {
    const b = await browserAs(app, 'admin@demo.local');
    const without = await b.agent.post('/api/projects').send({ name: 'Senza token', color: 'blue' });
    expect(without.status).toBe(419);
    const wrong = await b.agent.post('/api/projects').set('X-XSRF-TOKEN', 'falso').send({ name: 'Token falso', color: 'blue' });
    expect(wrong.status).toBe(419);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM projects WHERE name IN ('Senza token','Token falso')`,
    );
    expect(count).toBe(0);
  });

  it('refuses an unknown body field with 422 in the {message, errors} shape and stores nothing', async () => {
    const b = await browserAs(app, 'admin@demo.local');
    const res = await b.send('post', '/api/projects', { name: 'Con campo estraneo', color: 'blue', owner_id: 1 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), errors: { owner_id: ['Campo non previsto'] } });
    const invalid = await b.send('post', '/api/projects', { name: '', color: 'marrone' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.name).toContain('Campo obbligatorio');
    expect(invalid.body.errors.color[0]).toMatch(/Scegli un colore/);
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM projects WHERE name = 'Con campo estraneo'`);
    expect(count).toBe(0);
  });

  it('creates an environment as administrator with 201', async () => {
    const b = await browserAs(app, 'admin@demo.local');
    const res = await b.send('post', '/api/projects', { name: 'Ambiente Veneto', color: 'purple' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Ambiente Veneto',
      color: 'purple',
      modules: { announcements: true, clients: true, calls: true, settings: true },
    });
  });

  it('throttles login attempts with 429', async () => {
    const b = new Browser(app.server);
    await b.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await b.send('post', '/api/login', { email: 'bersaglio@prova.it', password: `tentativo${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // another address from the same client is not locked out
    expect((await b.send('post', '/api/login', { email: 'altro@prova.it', password: 'x' })).status).toBe(401);
  });

  it('never leaks internals on errors', async () => {
    const res = await request(app.server).get('/api/projects/abc/clients').set('Cookie', 'x=1');
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/stack|QueryFailed|at /);
  });
});

describe('tenancy: another environment is a 404', () => {
  let a: number, b: number;
  let clientB: number, referentB: number, callB: number, localB: number;
  let userA: { email: string };
  beforeAll(async () => {
    a = await createProject(app.dataSource, { name: 'Ambiente A' });
    b = await createProject(app.dataSource, { name: 'Ambiente B' });
    referentB = await createReferent(app.dataSource, b);
    clientB = await createClient(app.dataSource, b, { referentIds: [referentB] });
    callB = await createCall(app.dataSource, b, clientB);
    localB = await createAnnouncement(app.dataSource, { projectId: b, name: 'Bando locale B' });
    await createClient(app.dataSource, a, { business_name: 'Cliente di A S.r.l.' });
    userA = await createUser(app.dataSource, 'local-administrator', [a]);
  });

  it('shows A its own records', async () => {
    const br = await browserAs(app, userA.email, FACTORY_PASSWORD);
    const list = await br.get(`/api/projects/${a}/clients`).expect(200);
    expect(list.body.data.map((c: { business_name: string }) => c.business_name)).toEqual(['Cliente di A S.r.l.']);
    const projects = await br.get('/api/projects').expect(200);
    expect(projects.body.data.map((p: { id: number }) => p.id)).toEqual([a]);
  });

  it.each([
    ['project', (b: number) => `/api/projects/${b}`],
    ['clients list', (b: number) => `/api/projects/${b}/clients`],
    ['referents list', (b: number) => `/api/projects/${b}/referents`],
    ['calls list', (b: number) => `/api/projects/${b}/calls`],
    ['announcements list', (b: number) => `/api/projects/${b}/announcements`],
  ])('answers 404 for B %s', async (_label, url) => {
    const br = await browserAs(app, userA.email, FACTORY_PASSWORD);
    await br.get(url(b)).expect(404);
  });

  it('answers 404 for B records addressed through A', async () => {
    const br = await browserAs(app, userA.email, FACTORY_PASSWORD);
    await br.get(`/api/projects/${a}/clients/${clientB}`).expect(404);
    await br.get(`/api/projects/${a}/referents/${referentB}`).expect(404);
    await br.get(`/api/projects/${a}/calls/${callB}`).expect(404);
    await br.get(`/api/projects/${a}/announcements/${localB}`).expect(404);
    await br.get(`/api/announcements/${localB}`).expect(404);
  });

  it('lets a referent user see only its own clients', async () => {
    const mine = await createReferent(app.dataSource, a);
    const other = await createReferent(app.dataSource, a);
    const c1 = await createClient(app.dataSource, a, { business_name: 'Cliente del referente S.r.l.', referentIds: [mine] });
    const c2 = await createClient(app.dataSource, a, { business_name: 'Cliente di un altro S.r.l.', referentIds: [other] });
    const ref = await createUser(app.dataSource, 'referent', [a], { referent_id: mine });
    const br = await browserAs(app, ref.email, FACTORY_PASSWORD);
    const list = await br.get(`/api/projects/${a}/clients`).expect(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([c1]);
    await br.get(`/api/projects/${a}/clients/${c2}`).expect(404);
    await br.get(`/api/projects/${a}/referents`).expect(403);
  });
});

describe('module switches (docs/architecture.md#front-ends-and-module-federation)', () => {
  it('an administrator switches richieste off for one environment: 403 there, the other keeps it', async () => {
    const p1 = await createProject(app.dataSource);
    const p2 = await createProject(app.dataSource);
    const manager = await createUser(app.dataSource, 'client-manager', [p1]);
    const manager2 = await createUser(app.dataSource, 'client-manager', [p2]);
    const admin = await browserAs(app, 'admin@demo.local');
    const res = await admin.send('put', `/api/projects/${p1}/modules`, {
      announcements: true,
      clients: true,
      calls: false,
      settings: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.calls).toBe(false);
    const m1 = await browserAs(app, manager.email, FACTORY_PASSWORD);
    const off = await m1.get(`/api/projects/${p1}/calls`).expect(403);
    expect(off.body.message).toBe('Modulo non attivo per questo ambiente');
    await m1.get(`/api/projects/${p1}/clients`).expect(200);
    expect((await m1.get(`/api/projects/${p1}`).expect(200)).body.modules.calls).toBe(false);
    const m2 = await browserAs(app, manager2.email, FACTORY_PASSWORD);
    await m2.get(`/api/projects/${p2}/calls`).expect(200);
  });

  it('only the administrator may switch modules', async () => {
    const p = await createProject(app.dataSource);
    const local = await createUser(app.dataSource, 'local-administrator', [p]);
    const br = await browserAs(app, local.email, FACTORY_PASSWORD);
    const res = await br.send('put', `/api/projects/${p}/modules`, { announcements: true, clients: false, calls: true, settings: true });
    expect(res.status).toBe(403);
  });
});
