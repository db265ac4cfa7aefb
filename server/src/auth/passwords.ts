import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, built into node:crypto). Hashes are stored as
 * `scrypt$N$r$p$salt$hash` with base64url salt and hash, so the parameters can be raised later
 * without breaking existing hashes. Hashing runs on libuv's thread pool and never blocks the event loop.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
  verify(password: string, stored: string): Promise<boolean>;
}

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: 32 MiB and roughly 50-100 ms per hash on a current server core. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bound for stored parameters, so a tampered hash cannot make us allocate gigabytes. */
const MAX_N = 2 ** 20;

function maxmemFor({ N, r, p }: ScryptParams): number {
  // scrypt needs 128 * N * r bytes (plus 128 * r * p); leave headroom, Node's default is 32 MiB.
  return 128 * N * r + 128 * r * p + 16 * 1024 * 1024;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  if (N > MAX_N || (N & (N - 1)) !== 0 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const hash = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || hash.length < 16) return null;
  return { params: { N, r, p }, salt, hash };
}

/** The scrypt hasher; `params` only for new hashes, verification reads them from the stored hash. */
export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, params);
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.params);
      return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    },
  };
}
