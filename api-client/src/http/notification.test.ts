import { describe, expect, it } from 'vitest';
import { ApiError } from './request.ts';
import { errorNotification, isIgnoredPollingError } from './notification.ts';

function httpError(status: number, bodyText: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = null;
  }
  return new ApiError({ message: 'failed', status, body, bodyText });
}

describe('errorNotification (spec section 8)', () => {
  it('shows the whole error when no response arrived', () => {
    const error = new ApiError({
      message: 'Failed to fetch',
      status: null,
      cause: new TypeError('Failed to fetch'),
    });
    expect(errorNotification(error)).toEqual({ kind: 'text', text: 'TypeError: Failed to fetch' });
  });

  it("says only 'Error' when the response has no body", () => {
    expect(errorNotification(httpError(500, ''))).toEqual({ kind: 'generic' });
  });

  it("shows the first error as 'type: message'", () => {
    const body = JSON.stringify({
      errors: [
        { type: 'validation_error', message: 'Die Anfrage ist ungültig' },
        { type: 'other', message: 'ignored' },
      ],
    });
    expect(errorNotification(httpError(400, body))).toEqual({
      kind: 'text',
      text: 'validation_error: Die Anfrage ist ungültig',
    });
  });

  it("shows a ParseError as 'message: file line'", () => {
    const body = JSON.stringify({
      errors: [{ type: 'ParseError', message: 'Unclosed quote', file: 'kunden.csv', line: 17 }],
    });
    expect(errorNotification(httpError(400, body))).toEqual({
      kind: 'text',
      text: 'Unclosed quote: kunden.csv 17',
    });
  });

  it('shows any other body as text', () => {
    expect(errorNotification(httpError(502, '<html>Bad gateway</html>'))).toEqual({
      kind: 'text',
      text: '<html>Bad gateway</html>',
    });
  });

  it('ignores only HTTP 412 while polling', () => {
    expect(isIgnoredPollingError(httpError(412, ''))).toBe(true);
    expect(isIgnoredPollingError(httpError(500, ''))).toBe(false);
    expect(isIgnoredPollingError(new Error('x'))).toBe(false);
  });
});
