import { describe, expect, it } from 'vitest';
import { LEGAL_FORMS, detectLegalForm, legalFormsOf } from './legal-forms.ts';

describe('legal forms', () => {
  it('gives each country shares adding up to 100 %, German forms in register order', () => {
    for (const country of ['DE', 'AT', 'CH'] as const) {
      expect(legalFormsOf(country).reduce((sum, f) => sum + f.share, 0)).toBeCloseTo(100, 6);
    }
    const german = legalFormsOf('DE').filter((f) => f.key !== null);
    expect(german.map((f) => f.key)).toEqual([
      'GmbH',
      'e.V.',
      'KG',
      'GmbH & Co. KG',
      'e.K.',
      'UG',
      'OHG',
      'eG',
      'AG',
      'GbR',
      'PartG',
    ]);
    expect(german.map((f) => f.share)).toEqual([...german.map((f) => f.share)].sort((a, b) => b - a));
    expect(LEGAL_FORMS.filter((f) => f.key !== null).every((f) => /^[0-9A-Z]{4}$/.test(f.elf))).toBe(true);
  });

  it('recognises the forms in names however they are written', () => {
    const cases: [string, string | null][] = [
      ['Müller Haustechnik GmbH', 'GmbH'],
      ['Müller Haustechnik G.m.b.H.', 'GmbH'],
      ['Lang Ingenieurgesellschaft mbH', 'GmbH'],
      ['Schmidt Verwaltungs-GmbH', 'GmbH'],
      ['Weber Logistik GmbH & Co. KG', 'GmbH & Co. KG'],
      ['Weber Logistik GmbH u. Co. KG', 'GmbH & Co. KG'],
      ['olly UG (haftungsbeschränkt)', 'UG'],
      ['Olly UG (haftungsbeschränkt) & Co. KG', 'GmbH & Co. KG'],
      ['Novatec AG', 'AG'],
      ['Krause & Lehmann OHG', 'OHG'],
      ['Gebr. Vogel KG', 'KG'],
      ['Bäckerei Hans Koch e.K.', 'e.K.'],
      ['Bäckerei Hans Koch e. K.', 'e.K.'],
      ['Bäckerei Hans Koch e.Kfm.', 'e.K.'],
      ['Turn- und Sportverein Musterstadt 1861 e.V.', 'e.V.'],
      ['Volksbank Bielefeld eG', 'eG'],
      ['Praxis Dr. Kaiser und Dr. Roth GbR', 'GbR'],
      ['Kaiser & Partner Rechtsanwälte PartG mbB', 'PartG'],
      ['Malerbetrieb Renate Dreher', null],
      ['Tagesstätte Eva Aachen', null],
    ];
    for (const [name, form] of cases) expect(detectLegalForm(name), name).toBe(form);
    expect(detectLegalForm('Huber & Moser OG', 'AT')).toBe('OG');
    expect(detectLegalForm('Huber & Moser OG', 'DE')).toBeNull();
    expect(detectLegalForm('Wohnbaugenossenschaft Zürich', 'CH')).toBe('Genossenschaft');
  });
});
