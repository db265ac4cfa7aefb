import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download.ts';

describe('Content-Disposition of downloads (bad-inputs 34)', () => {
  it('gives an ASCII fallback without quotes or separators and the real name RFC 5987-encoded', () => {
    expect(contentDisposition('kundenliste-beispiel.xlsx')).toBe(
      `attachment; filename="kundenliste-beispiel.xlsx"; filename*=UTF-8''kundenliste-beispiel.xlsx`,
    );
    const header = contentDisposition('Kunden "März"\r\n../\u202Egnp.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="Kunden _Marz_\.\._gnp\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Kunden "März"\r\n../\u202Egnp.csv');
  });
});
