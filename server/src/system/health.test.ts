import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { operationSpecs } from '@datacare/api-client/generated/operations';
import type { MatchEngine } from '../matching/types.ts';
import { call, createTestApp } from '../../test/test-app.ts';

/** An engine that loads at once and matches nothing: /ready only waits for it to load. */
const engine: MatchEngine = {
  name: 'stub',
  match: async () => [],
  close: async () => {},
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const ready = (target: FastifyInstance) => target.inject({ method: 'GET', url: '/ready' });

function expectUnavailable(res: Awaited<ReturnType<typeof ready>>) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    errors: [{ type: 'service_unavailable', message: expect.any(String) as string }],
  });
}

describe('GET /ready', () => {
  it('in the role all: 503 until the matching engine has loaded, then ready, public', async () => {
    app = await createTestApp({}, { matchEngine: () => engine });
    expect(app.config.role).toBe('all');
    expectUnavailable(await ready(app));
    // What main.ts does after listening.
    await app.matching.warmUp();
    app.readiness.warmedUp();
    const res = await ready(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', role: 'all' });
    expect(operationSpecs.find((op) => op.id === 'systemReady')).toMatchObject({
      method: 'GET',
      path: '/ready',
      isPublic: true,
    });
  });

  it('in the role api: ready at once (no jobs run here, nothing to warm up)', async () => {
    app = await createTestApp({ role: 'api' });
    const res = await ready(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', role: 'api' });
  });

  it('turns 503 the moment the process starts shutting down, while /health still answers', async () => {
    app = await createTestApp({ role: 'api' });
    expect((await ready(app)).statusCode).toBe(200);
    app.readiness.shuttingDown();
    expectUnavailable(await ready(app));
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('is 503 while a migration this server knows is not applied', async () => {
    app = await createTestApp({ role: 'api' });
    const last = (await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(app.db))
      .rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(app.db);
    expectUnavailable(await ready(app));
    await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
      app.db,
    );
    expect((await ready(app)).statusCode).toBe(200);
  });

  it('is 503 when the database does not answer the question', async () => {
    app = await createTestApp({ role: 'api' });
    await sql`alter table kysely_migration rename to kysely_migration_away`.execute(app.db);
    expectUnavailable(await ready(app));
    await sql`alter table kysely_migration_away rename to kysely_migration`.execute(app.db);
    expect((await ready(app)).statusCode).toBe(200);
  });
});

describe('a worker process', () => {
  it('answers /health and /ready (after warming up) and nothing else: no API, no app', async () => {
    app = await createTestApp({ role: 'worker' }, { matchEngine: () => engine });
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok' });
    expectUnavailable(await ready(app));
    await app.matching.warmUp();
    app.readiness.warmedUp();
    expect((await ready(app)).json()).toEqual({ status: 'ready', role: 'worker' });

    for (const op of operationSpecs) {
      const probe = op.id === 'systemHealth' || op.id === 'systemReady';
      expect(app.hasRoute({ method: op.method, url: op.path }), op.id).toBe(probe);
    }
    const api = await call(app, '/backend/auth/getLoginUrl', {});
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].type).toBe('not_found');
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('application/json');
  });
});
