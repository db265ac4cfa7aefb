import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isSurveyDue } from '@datacare/api-client/domain';
import {
  call,
  createTestApp,
  createTestClock,
  signedInUser,
  signIn,
  type TestClock,
} from '../../test/test-app.ts';

let app: FastifyInstance;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

const track = (cookie: string, body: Record<string, unknown>) =>
  call(app, '/backend/tracking/trackNewUserInteraction', body, { cookie });

describe('tracking', () => {
  it('stores an interaction of the signed-in user', async () => {
    const { user, cookie } = await signedInUser(app);
    const res = await track(cookie, {
      controllerName: 'import',
      methodName: 'upload',
      action: 'click',
      additionalData: { rows: 12, fileType: 'xlsx', retry: false, note: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await app.db.selectFrom('interactions').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 1,
        user_id: user.id,
        controller_name: 'import',
        method_name: 'upload',
        action: 'click',
        additional_data: '{"rows":12,"fileType":"xlsx","retry":false,"note":null}',
        created_at: '2026-03-02T09:00:00.000Z',
      },
    ]);
  });

  it('records an answered or dismissed survey as lastSurveyAt, so it is not offered again for 90 days', async () => {
    const account = await signedInUser(app);
    let cookie = account.cookie;
    const user = async () => (await call(app, '/backend/auth/getUser', {}, { cookie })).json();
    expect(isSurveyDue(await user(), new Date(clock()))).toBe(true);

    await track(cookie, { controllerName: 'survey', methodName: 'show', action: 'opened' });
    expect((await user()).lastSurveyAt).toBeNull();

    await track(cookie, { controllerName: 'survey', methodName: 'close', action: 'dismissed' });
    expect((await user()).lastSurveyAt).toBe('2026-03-02T09:00:00.000Z');
    expect(isSurveyDue(await user(), new Date(clock()))).toBe(false);

    clock.advance(91 * 24 * 60 * 60_000);
    cookie = await signIn(app, account.email); // the old session has long expired
    expect(isSurveyDue(await user(), new Date(clock()))).toBe(true);
    await track(cookie, { controllerName: 'survey', methodName: 'submit', action: 'submitted' });
    expect((await user()).lastSurveyAt).toBe(new Date(clock()).toISOString());
  });

  it('refuses interactions that break the contract', async () => {
    const { cookie } = await signedInUser(app);
    const res = await track(cookie, { controllerName: '', methodName: 'x', action: 'y' });
    expect(res.statusCode).toBe(400);
    const nested = await track(cookie, {
      controllerName: 'a',
      methodName: 'b',
      action: 'c',
      additionalData: { x: { y: 1 } },
    });
    expect(nested.statusCode).toBe(400);
    expect(await app.db.selectFrom('interactions').selectAll().execute()).toEqual([]);
  });
});
