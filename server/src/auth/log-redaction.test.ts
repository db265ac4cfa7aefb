import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces hand-over tokens, codes and states, keeps everything else', () => {
    expect(redactUrl('/connect-import?isIntegrationMode=true&session=abc.def&mode=add&lang=de')).toBe(
      '/connect-import?isIntegrationMode=true&session=[redacted]&mode=add&lang=de',
    );
    expect(redactUrl('/backend/auth/oidcCallback?code=c0de&state=st4te&iss=https%3A%2F%2Fidp')).toBe(
      '/backend/auth/oidcCallback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrl('/x?Session=1&%73ession=2&session_state=3&sessions=4')).toBe(
      '/x?Session=[redacted]&%73ession=[redacted]&session_state=[redacted]&sessions=4',
    );
    expect(redactUrl('/import/status?id=b1')).toBe('/import/status?id=b1');
    expect(redactUrl('/dashboard')).toBe('/dashboard');
    expect(redactUrl('/x?session&code=%E0%A4%A')).toBe('/x?session=[redacted]&code=[redacted]');
  });
});
