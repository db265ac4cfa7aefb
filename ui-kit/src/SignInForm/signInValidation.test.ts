import { describe, expect, it } from 'vitest';
import { signInSchema, validateEmail, validatePassword, validateSignIn } from './signInValidation.ts';

describe('validateEmail', () => {
  it('reports a missing e-mail, also when only spaces were typed', () => {
    expect(validateEmail('')).toBe('emailMissing');
    expect(validateEmail('   ')).toBe('emailMissing');
  });

  it('reports invalid syntax', () => {
    for (const email of [
      'anna.schmidt',
      'anna@',
      '@datacare.de',
      'anna@datacare',
      'anna schmidt@datacare.de',
      'anna@@datacare.de',
      'anna@datacare..de',
    ]) {
      expect(validateEmail(email), email).toBe('emailInvalid');
    }
  });

  it('accepts ordinary addresses, with surrounding spaces', () => {
    for (const email of [
      'anna.schmidt@datacare.de',
      ' a.mueller+export@mueller-gmbh.co.uk ',
      'jürgen@weiß.de',
    ]) {
      expect(validateEmail(email), email).toBeNull();
    }
  });
});

describe('validatePassword', () => {
  it('reports only an empty password', () => {
    expect(validatePassword('')).toBe('passwordMissing');
    expect(validatePassword(' ')).toBeNull();
    expect(validatePassword('Sommer2026!')).toBeNull();
  });
});

describe('validateSignIn', () => {
  it('collects the errors of both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'emailMissing',
      password: 'passwordMissing',
    });
    expect(validateSignIn({ email: 'anna@', password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(validateSignIn({ email: 'anna@datacare.de', password: 'x' })).toEqual({});
  });
});

describe('signInSchema', () => {
  it('gives the credentials with the e-mail trimmed and the password as typed', () => {
    expect(signInSchema.parse({ email: ' anna@datacare.de ', password: ' Sommer 2026 ' })).toEqual({
      email: 'anna@datacare.de',
      password: ' Sommer 2026 ',
    });
  });

  it('names one error code per field: a blank e-mail is missing, not also invalid', () => {
    const issues = signInSchema.safeParse({ email: '  ', password: '' }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'emailMissing'],
      ['password', 'passwordMissing'],
    ]);
  });
});
