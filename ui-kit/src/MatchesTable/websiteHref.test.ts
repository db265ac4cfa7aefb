import { describe, expect, it } from 'vitest';
import { websiteHref, websiteText } from './websiteHref.ts';

describe('websiteHref', () => {
  it('links http and https URLs', () => {
    expect(websiteHref('https://www.mueller-logistik.de')).toBe('https://www.mueller-logistik.de/');
    expect(websiteHref(' http://baeckerei-koehler.de/kontakt ')).toBe('http://baeckerei-koehler.de/kontakt');
  });

  it('links a bare host as https', () => {
    expect(websiteHref('www.mueller-logistik.de')).toBe('https://www.mueller-logistik.de/');
    expect(websiteHref('schneider-soehne.de/impressum')).toBe('https://schneider-soehne.de/impressum');
  });

  it('never links other schemes or odd values', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,<b>x</b>')).toBeNull();
    expect(websiteHref('mailto:info@mueller.de')).toBeNull();
    expect(websiteHref('ftp://mueller.de')).toBeNull();
    expect(websiteHref('https://user:secret@mueller.de')).toBeNull();
    expect(websiteHref('keine Website')).toBeNull();
    expect(websiteHref('mueller')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('websiteText', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(websiteText('https://www.mueller-logistik.de/')).toBe('www.mueller-logistik.de');
    expect(websiteText('http://x.de/kontakt')).toBe('x.de/kontakt');
    expect(websiteText('www.x.de')).toBe('www.x.de');
  });
});
