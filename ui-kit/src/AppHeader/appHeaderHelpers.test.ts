import { describe, expect, it } from 'vitest';
import { avatarSrc, initials, truncateName, USER_NAME_MAX_LENGTH } from './appHeaderHelpers.ts';

describe('avatarSrc', () => {
  it('builds a data URL from MIME type and raw base64', () => {
    expect(avatarSrc({ mime: 'image/jpeg', data: '/9j/4AAQSkZJRg==' })).toBe(
      'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    );
  });

  it('keeps data that already is a data URL', () => {
    const url = 'data:image/png;base64,iVBORw0KGgo=';
    expect(avatarSrc({ mime: 'image/png', data: url })).toBe(url);
    expect(avatarSrc({ mime: 'image/png', data: `  ${url.toUpperCase().slice(0, 5)}${url.slice(5)} ` })).toBe(
      `DATA:${url.slice(5)}`,
    );
  });

  it('removes line breaks from base64 and defaults a missing MIME type', () => {
    expect(avatarSrc({ mime: '', data: 'iVBO\nRw0K\r\nGgo=' })).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('returns undefined without a picture, so the initials show', () => {
    expect(avatarSrc(null)).toBeUndefined();
    expect(avatarSrc(undefined)).toBeUndefined();
    expect(avatarSrc({ mime: 'image/png', data: '   ' })).toBeUndefined();
  });
});

describe('truncateName', () => {
  it('leaves names up to 60 characters alone', () => {
    const name = 'M'.repeat(USER_NAME_MAX_LENGTH);
    expect(truncateName(name)).toBe(name);
    expect(truncateName('  Anna Schmidt ')).toBe('Anna Schmidt');
  });

  it('cuts longer names to 60 characters including the ellipsis', () => {
    const name = 'Prof. Dr. Maximiliane Sophie Charlotte von Hohenzollern-Sigmaringen';
    const short = truncateName(name);
    expect(Array.from(short)).toHaveLength(USER_NAME_MAX_LENGTH);
    expect(short).toBe('Prof. Dr. Maximiliane Sophie Charlotte von Hohenzollern-Sig…');
  });

  it('never cuts an emoji in half and drops a space before the ellipsis', () => {
    expect(truncateName('😀😀😀😀', 3)).toBe('😀😀…');
    expect(truncateName('Anna Schmidt', 6)).toBe('Anna…');
    expect(truncateName('Anna', 0)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Anna-Lena Müller')).toBe('AM');
    expect(initials('Dr. Jürgen Otto Weiß')).toBe('JW');
    expect(initials('Prof. Dr.')).toBe('PD');
    expect(initials('émile')).toBe('É');
    expect(initials('   ')).toBe('');
  });
});
