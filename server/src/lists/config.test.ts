import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';

const cwd = () => mkdtempSync(path.join(tmpdir(), 'datacare-lists-config-'));
const TOKEN = 'tok_0123456789abcdef';

describe('TARGET_API_URL and TARGET_API_TOKEN', () => {
  it('default to the built-in lists (empty counts as unset)', () => {
    expect(loadConfig({}, cwd()).targetApi).toBeNull();
    expect(loadConfig({ TARGET_API_URL: '', TARGET_API_TOKEN: '' }, cwd()).targetApi).toBeNull();
  });

  it('switch to the remote product together, the URL without a trailing slash', () => {
    expect(
      loadConfig({ TARGET_API_URL: 'https://target.example/api/v1/', TARGET_API_TOKEN: TOKEN }, cwd())
        .targetApi,
    ).toEqual({ url: 'https://target.example/api/v1', token: TOKEN });
  });

  it('refuse one without the other, and invalid values, naming the variable', () => {
    const load = (env: Record<string, string>) => () => loadConfig(env, cwd());
    expect(load({ TARGET_API_URL: 'https://target.example/api' })).toThrow(/TARGET_API_TOKEN/);
    expect(load({ TARGET_API_TOKEN: TOKEN })).toThrow(/TARGET_API_URL/);
    expect(load({ TARGET_API_URL: 'ftp://target.example', TARGET_API_TOKEN: TOKEN })).toThrow(
      /TARGET_API_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(load({ TARGET_API_URL: 'https://target.example', TARGET_API_TOKEN: 'short' })).toThrow(
      /TARGET_API_TOKEN must be at least 16 characters/,
    );
    expect(
      load({ TARGET_API_URL: 'https://target.example', TARGET_API_TOKEN: 'with a space 0123456' }),
    ).toThrow(ConfigError);
  });
});
