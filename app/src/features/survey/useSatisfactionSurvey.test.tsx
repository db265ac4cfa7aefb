import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { AppProviders } from '../../AppProviders.tsx';
import { createAppI18n } from '../../i18n/i18n.ts';
import { anna } from '../../testing/fixtures.ts';
import { isJourneyPath, useSatisfactionSurvey } from './useSatisfactionSurvey.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders i18n={createAppI18n('de')}>{children}</AppProviders>;
}

const due = { ...anna, lastSurveyAt: null };

describe('useSatisfactionSurvey', () => {
  it('offers the survey to a user who is due and records the answer with the account data', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/backend/tracking/trackNewUserInteraction', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      http.post('*/backend/auth/getUser', () =>
        HttpResponse.json({ ...due, lastSurveyAt: new Date().toISOString() }),
      ),
    );
    const { result } = renderHook(() => useSatisfactionSurvey(due, 0), { wrapper });
    await waitFor(() => expect(result.current.open).toBe(true));
    await act(() => result.current.submit({ score: 4, comment: 'Schneller Abgleich' }));
    expect(result.current.open).toBe(false);
    expect(bodies).toEqual([
      {
        controllerName: 'survey',
        methodName: 'satisfaction',
        action: 'submitted',
        additionalData: {
          email: 'anna.schmidt@mueller-logistik.de',
          fullName: 'Anna Schmidt',
          companyName: 'Müller Logistik GmbH',
          accountType: 'paid',
          score: 4,
          comment: 'Schneller Abgleich',
        },
      },
    ]);
  });

  it('is not offered to interns, alumni or users asked within 90 days', async () => {
    for (const user of [
      { ...due, contractType: 'intern' as const },
      { ...due, contractType: 'alumni' as const },
      { ...due, email: null },
      anna,
    ]) {
      const { result, unmount } = renderHook(() => useSatisfactionSurvey(user, 0), { wrapper });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(result.current.open).toBe(false);
      unmount();
    }
  });

  it('records a dismissal so the 90 days start', async () => {
    let action: unknown;
    server.use(
      http.post('*/backend/tracking/trackNewUserInteraction', async ({ request }) => {
        action = ((await request.json()) as { action: string }).action;
        return HttpResponse.json({ ok: true });
      }),
      http.post('*/backend/auth/getUser', () => HttpResponse.json(anna)),
    );
    const { result } = renderHook(() => useSatisfactionSurvey(due, 0), { wrapper });
    await waitFor(() => expect(result.current.open).toBe(true));
    await act(() => result.current.dismiss());
    expect(action).toBe('dismissed');
    expect(result.current.open).toBe(false);
  });

  it('waits while the user is in a wizard step and opens once they reach a calm page', async () => {
    const { result, rerender } = renderHook(
      ({ paused }: { paused: boolean }) => useSatisfactionSurvey(due, 0, paused),
      { wrapper, initialProps: { paused: true } },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.open).toBe(false);
    rerender({ paused: false });
    await waitFor(() => expect(result.current.open).toBe(true));
  });

  it('counts every import wizard step and the connect flow as a journey, not the other pages', () => {
    for (const path of [
      '/import',
      '/import/mapping',
      '/import/status',
      '/import/review',
      '/connect-import/status',
    ])
      expect(isJourneyPath(path)).toBe(true);
    for (const path of ['/dashboard', '/list', '/exports', '/quota', '/account', '/importe'])
      expect(isJourneyPath(path)).toBe(false);
  });
});
