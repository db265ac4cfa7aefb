import { describe, expect, it } from 'vitest';
import { afterLoginPath, isSafePath, loginPathFor } from './redirects.ts';

describe('login redirects', () => {
  it('carries the current path and the other query parameters to /login', () => {
    expect(loginPathFor({ pathname: '/import/status', search: '?id=b1&lang=en' })).toBe(
      '/login?redirect=%2Fimport%2Fstatus&id=b1&lang=en',
    );
  });

  it('never carries a hand-over token on to the login page (ADR 012)', () => {
    expect(
      loginPathFor({ pathname: '/connect-import', search: '?isIntegrationMode=true&session=tok&listId=4' }),
    ).toBe('/login?redirect=%2Fconnect-import&isIntegrationMode=true&listId=4');
  });

  it('does not redirect again when already on a login page', () => {
    expect(loginPathFor({ pathname: '/login', search: '?redirect=%2Fquota' })).toBe(
      '/login?redirect=%2Fquota',
    );
  });

  it('rebuilds the page to return to', () => {
    expect(afterLoginPath('?redirect=%2Fimport%2Fstatus&id=b1&lang=en')).toBe('/import/status?id=b1&lang=en');
    expect(afterLoginPath('?redirect=%2Fquota')).toBe('/quota');
    expect(afterLoginPath('')).toBe('/dashboard');
  });

  it('never sends the user to another site or back to the login page', () => {
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(afterLoginPath('?redirect=%2Flogin')).toBe('/dashboard');
    expect(isSafePath('/\\evil')).toBe(false);
  });
});
