import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@datacare/api-client';
import { AppProviders } from '../AppProviders.tsx';
import { createAppI18n } from '../i18n/i18n.ts';
import { NoResponseError, requireResponse, useNotifyApiError } from './api-errors.ts';

function Fails({ error }: { error: unknown }) {
  const notify = useNotifyApiError();
  useEffect(() => notify(error), [notify, error]);
  return null;
}

function show(error: unknown) {
  render(
    <AppProviders i18n={createAppI18n('de')}>
      <Fails error={error} />
    </AppProviders>,
  );
}

describe('useNotifyApiError (spec section 8)', () => {
  it("says 'Fehler' for an answer without body", async () => {
    show(new ApiError({ message: 'x', status: 502, bodyText: '' }));
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
  });

  it("warns 'Keine Antwort' for an empty name, status or result answer", async () => {
    show(new NoResponseError());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Keine Antwort');
    expect(alert.className).toMatch(/Warning/);
  });

  it('shows the first server error as type: message', async () => {
    const body = { errors: [{ type: 'not_found', message: 'Import nicht gefunden' }] };
    show(new ApiError({ message: 'x', status: 404, body, bodyText: JSON.stringify(body) }));
    expect(await screen.findByText('not_found: Import nicht gefunden')).toBeInTheDocument();
  });

  it('stays silent on 401: the login takes over', async () => {
    show(new ApiError({ message: 'x', status: 401, bodyText: '' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('requireResponse', () => {
  it('passes values through and refuses empty answers', () => {
    expect(requireResponse({ tag: 'Kunden' })).toEqual({ tag: 'Kunden' });
    expect(() => requireResponse(undefined)).toThrow(NoResponseError);
    expect(() => requireResponse(null)).toThrow(NoResponseError);
  });
});
