import { describe, expect, it } from 'vitest';
import { selfUrl } from './self-url.ts';

describe("the report browser's address of the server", () => {
  it('is the listen address, over loopback when the server listens on every interface', () => {
    expect(selfUrl(null, { address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(selfUrl(null, { address: '::', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080');
    expect(selfUrl(null, { address: '127.0.0.1', family: 'IPv4', port: 41234 })).toBe('http://127.0.0.1:41234');
    expect(selfUrl(null, { address: '10.0.0.5', family: 'IPv4', port: 80 })).toBe('http://10.0.0.5:80');
    expect(selfUrl(null, { address: 'fd00::5', family: 'IPv6', port: 80 })).toBe('http://[fd00::5]:80');
  });

  it('is REPORT_RENDER_URL when set, and none while the server does not listen', () => {
    expect(selfUrl('http://intern:9000', { address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe('http://intern:9000');
    expect(selfUrl(null, null)).toBeUndefined();
  });
});
