import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../scripts/vitest/msw-server.ts';
import { AppProviders } from '../AppProviders.tsx';
import { createAppI18n, type Language } from '../i18n/i18n.ts';
import { AppRoutes } from './AppRoutes.tsx';

function renderApp(path: string, language: Language = 'de') {
  return render(
    <AppProviders i18n={createAppI18n(language)}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('AppRoutes', () => {
  it('redirects / to the dashboard and shows the server version', async () => {
    server.use(http.get('*/health', () => HttpResponse.json({ status: 'ok', version: '0.1.0' })));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Datacare' })).toBeInTheDocument();
    expect(await screen.findByText('Alle Dienste erreichbar (Version 0.1.0)')).toBeInTheDocument();
    expect(document.title).toBe('Willkommen – Datacare');
  });

  it('sends an unknown path home and says when the server is down, in English', async () => {
    server.use(
      http.get('*/health', () =>
        HttpResponse.json({ errors: [{ type: 'service_unavailable', message: 'x' }] }, { status: 503 }),
      ),
    );
    renderApp('/no/such/page', 'en');
    expect(await screen.findByRole('heading', { name: 'Welcome to Datacare' })).toBeInTheDocument();
    expect(await screen.findByText('The server cannot be reached.')).toBeInTheDocument();
  });
});
