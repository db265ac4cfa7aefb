import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from './passwords.ts';

describe('password hashing', () => {
  const hasher = createPasswordHasher();

  it('uses scrypt with N=2^15, r=8, p=1 and a 16-byte salt, stored as scrypt$N$r$p$salt$hash', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    const stored = await hasher.hash('richtig-geheim');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(salt).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('richtig-geheim');
    expect(await hasher.verify('richtig-geheim', stored)).toBe(true);
    expect(await hasher.verify('richtig-geheim ', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('gleich')).not.toBe(await hasher.hash('gleich'));
  });

  it('treats composed and decomposed umlauts alike', async () => {
    const stored = await hasher.hash('Grüße');
    expect(await hasher.verify('Gru\u0308ße', stored)).toBe(true);
  });

  it('refuses malformed or tampered hashes instead of throwing or allocating wildly', async () => {
    const stored = await hasher.hash('richtig-geheim');
    const parts = stored.split('$');
    for (const bad of [
      '',
      'plain',
      'bcrypt$2b$10$abc',
      ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 1000, 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 'x', 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 32768, 8, 1, '', parts[5]].join('$'),
    ]) {
      expect(await hasher.verify('richtig-geheim', bad), bad).toBe(false);
    }
  });

  it('reads the parameters from the stored hash, so they can be raised later', async () => {
    const old = await createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('alt');
    expect(await hasher.verify('alt', old)).toBe(true);
  });

  it('does not block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await Promise.all([hasher.hash('a'), hasher.hash('b')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
