import { ApiError } from './request.ts';

/**
 * What the user is told about a failed call, exactly as spec section 8 'General' says:
 * - no response: the whole error as text;
 * - no body: 'Error' (the app shows its translated generic error);
 * - a standard error body: its first item as 'type: message', or 'message: file line' for ParseError;
 * - any other body: the body as text.
 */
export type ErrorNotification = { kind: 'text'; text: string } | { kind: 'generic' };

export function errorNotification(error: unknown): ErrorNotification {
  if (!(error instanceof ApiError)) {
    return { kind: 'text', text: error instanceof Error ? error.message : String(error) };
  }
  if (error.status === null) {
    const cause = error.cause instanceof Error ? error.cause : error;
    return { kind: 'text', text: `${cause.name}: ${cause.message}` };
  }
  if (!error.bodyText.trim()) return { kind: 'generic' };
  const first = error.errors[0];
  if (first) {
    if (first.type === 'ParseError') {
      const where = [first.file, first.line].filter((part) => part !== undefined && part !== '').join(' ');
      return { kind: 'text', text: where ? `${first.message}: ${where}` : first.message };
    }
    return { kind: 'text', text: `${first.type}: ${first.message}` };
  }
  return { kind: 'text', text: error.bodyText };
}

/** True for the responses the status poller must ignore silently (spec section 8: HTTP 412). */
export function isIgnoredPollingError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}
