import { describe, expect, it } from 'vitest';
import { emailsIn, normaliseUrl } from './addresses.ts';
import { registrableDomain } from './domains.ts';
import { isPermittedAddress, parseNetworks } from './network.ts';

describe('which e-mail cells are checked (bad-inputs 37)', () => {
  it('classifies the hostile and unusual addresses', () => {
    expect(emailsIn('a@b')).toEqual([]);
    expect(emailsIn('müller@bäcker.de')).toEqual([
      { pos: 0, value: 'müller@bäcker.de', target: 'xn--bcker-gra.de' },
    ]);
    expect(emailsIn('user+tag@X.com')).toEqual([{ pos: 0, value: 'user+tag@X.com', target: 'x.com' }]);
    expect(emailsIn('"><script>"@example.org')).toEqual([]);
    expect(emailsIn('info@a.de; vertrieb@b.de').map((v) => v.target)).toEqual(['a.de', 'b.de']);
    expect(emailsIn('')).toEqual([]);
    expect(emailsIn('info@127.0.0.1')).toEqual([]);
  });
});

describe('which website cells are checked (bad-inputs 38)', () => {
  it('keeps only http and https, adds the scheme and strips credentials', () => {
    expect(normaliseUrl('example.com')).toBe('http://example.com/');
    expect(normaliseUrl('example.com:8080/shop')).toBe('http://example.com:8080/shop');
    expect(normaliseUrl('HTTPS://Example.com/a#top')).toBe('https://example.com/a');
    expect(normaliseUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseUrl('file:///etc/passwd')).toBeNull();
    expect(normaliseUrl('ftp://example.com')).toBeNull();
    expect(normaliseUrl('http://user:pass@host')).toBe('http://host/');
    expect(normaliseUrl('not a url')).toBeNull();
  });

  it('shows the real address of numeric, mapped and userinfo tricks', () => {
    expect(normaliseUrl('http://2130706433')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://0x7f000001')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://0x7f.1/')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://0177.0.0.1/')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://example.com@127.0.0.1/')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://[::ffff:127.0.0.1]')).toBe('http://[::ffff:7f00:1]/');
    expect(normaliseUrl('http://bäcker.de')).toBe('http://xn--bcker-gra.de/');
  });
});

describe('addresses the website check may connect to', () => {
  it('refuses private, reserved and metadata addresses in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '::',
      '[::ffff:7f00:1]',
      '::ffff:169.254.169.254',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '2002:7f00:1::',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      'not-an-address',
    ]) {
      expect(isPermittedAddress(address), address).toBe(false);
    }
  });

  it('lets public addresses through, and the test-only allow-list', () => {
    expect(isPermittedAddress('93.184.215.14')).toBe(true);
    expect(isPermittedAddress('2606:4700::1111')).toBe(true);
    expect(isPermittedAddress('127.0.0.1', parseNetworks('127.0.0.1/32'))).toBe(true);
    expect(isPermittedAddress('127.0.0.2', parseNetworks('127.0.0.1/32'))).toBe(false);
  });
});

describe('registrable domains', () => {
  it('tells redirects within the domain from those to another', () => {
    expect(registrableDomain('www.shop.example.de')).toBe('example.de');
    expect(registrableDomain('www.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('example.at')).toBe('example.at');
  });
});
