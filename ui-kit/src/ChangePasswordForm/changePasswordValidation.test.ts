import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  serverFieldError,
  validateChangePassword,
  validateCurrentPassword,
  validateNewPassword,
  validateRepeatPassword,
} from './changePasswordValidation.ts';

describe('validateCurrentPassword', () => {
  it('reports only an empty password; spaces count as characters', () => {
    expect(validateCurrentPassword('')).toBe('currentPasswordMissing');
    expect(validateCurrentPassword(' ')).toBeNull();
    expect(validateCurrentPassword('Sommer2026!')).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('reports a missing, a too short and an unchanged new password', () => {
    expect(validateNewPassword('', 'Sommer2026!')).toBe('newPasswordMissing');
    expect(validateNewPassword('kurz123', 'Sommer2026!')).toBe('newPasswordTooShort');
    expect(validateNewPassword('Sommer2026!', 'Sommer2026!')).toBe('newPasswordUnchanged');
    expect(validateNewPassword('Herbst-2026', 'Sommer2026!')).toBeNull();
  });

  it('accepts exactly the minimum length, which can be changed', () => {
    expect(validateNewPassword('12345678', 'alt')).toBeNull();
    expect(validateNewPassword('12345678', 'alt', 12)).toBe('newPasswordTooShort');
    expect(validateNewPassword('123456789012', 'alt', 12)).toBeNull();
  });

  it('sees the two ways of typing an umlaut as the same password, like the server', () => {
    const composed = 'Grüße-aus-Köln';
    expect(validateNewPassword(composed.normalize('NFD'), composed)).toBe('newPasswordUnchanged');
  });

  it('does not call a password unchanged while the current one is still empty', () => {
    expect(validateNewPassword('Herbst-2026', '')).toBeNull();
  });
});

describe('validateRepeatPassword', () => {
  it('reports a missing and a differing repetition', () => {
    expect(validateRepeatPassword('', 'Herbst-2026')).toBe('repeatPasswordMissing');
    expect(validateRepeatPassword('Herbst-2062', 'Herbst-2026')).toBe('repeatPasswordMismatch');
    expect(validateRepeatPassword('Herbst-2026', 'Herbst-2026')).toBeNull();
  });
});

describe('validateChangePassword', () => {
  it('collects the errors of all three fields', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', repeatPassword: '' })).toEqual({
      currentPassword: 'currentPasswordMissing',
      newPassword: 'newPasswordMissing',
      repeatPassword: 'repeatPasswordMissing',
    });
    expect(
      validateChangePassword({ currentPassword: 'alt', newPassword: 'kurz', repeatPassword: 'kurz' }),
    ).toEqual({ newPassword: 'newPasswordTooShort' });
    expect(
      validateChangePassword({
        currentPassword: 'Sommer2026!',
        newPassword: 'Herbst-2026',
        repeatPassword: 'Herbst-2026',
      }),
    ).toEqual({});
  });
});

describe('serverFieldError', () => {
  it('puts the answers about a password on its field and leaves the others to the alert', () => {
    expect(serverFieldError({ type: 'wrong_password' })).toEqual({
      field: 'currentPassword',
      code: 'wrongPassword',
    });
    expect(serverFieldError({ type: 'password_too_short' })).toEqual({
      field: 'newPassword',
      code: 'newPasswordTooShort',
    });
    expect(serverFieldError({ type: 'password_unchanged' })).toEqual({
      field: 'newPassword',
      code: 'newPasswordUnchanged',
    });
    expect(serverFieldError({ type: 'too_many_requests', retryAfterSeconds: 3 })).toBeNull();
    expect(serverFieldError({ type: 'other', message: 'x' })).toBeNull();
    expect(serverFieldError(undefined)).toBeNull();
  });
});

describe('changePasswordSchema', () => {
  it('passes valid input through unchanged, spaces included', () => {
    const values = {
      currentPassword: ' Sommer 2026 ',
      newPassword: ' Herbst 2026 ',
      repeatPassword: ' Herbst 2026 ',
    };
    expect(changePasswordSchema().parse(values)).toEqual(values);
  });

  it('gives each field the error code of the first rule it breaks, first in its issues', () => {
    const firstIssues = (values: {
      currentPassword: string;
      newPassword: string;
      repeatPassword: string;
    }) => {
      const first = new Map<PropertyKey, string>();
      for (const issue of changePasswordSchema(8).safeParse(values).error?.issues ?? []) {
        if (!first.has(issue.path[0]!)) first.set(issue.path[0]!, issue.message);
      }
      return Object.fromEntries(first);
    };
    expect(firstIssues({ currentPassword: '', newPassword: '', repeatPassword: 'x' })).toEqual({
      currentPassword: 'currentPasswordMissing',
      newPassword: 'newPasswordMissing',
      repeatPassword: 'repeatPasswordMismatch',
    });
    // Too short comes before unchanged: the user fixes one thing at a time.
    expect(firstIssues({ currentPassword: 'kurz', newPassword: 'kurz', repeatPassword: 'kurz' })).toEqual({
      newPassword: 'newPasswordTooShort',
    });
  });
});
