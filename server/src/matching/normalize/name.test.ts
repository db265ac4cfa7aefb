import { describe, expect, it } from 'vitest';
import { detectLegalForm } from '../../companies/reference/legal-forms.ts';
import { legalFormRelation, nameKey, normalizeCompanyName } from './name.ts';

describe('company names', () => {
  it.each([
    ['Deutsche Bank AG', ['deutsche', 'bank'], 'AG'],
    ['Deutsche Bank GmbH', ['deutsche', 'bank'], 'GmbH'],
    ['Müller Haustechnik GmbH', ['muller', 'haustechnik'], 'GmbH'],
    ['MUELLER HAUSTECHNIK G.M.B.H.', ['muller', 'haustechnik'], 'GmbH'],
    ['Muller Haustechnik', ['muller', 'haustechnik'], null],
    ['Müller Haustechnik GmmbH', ['muller', 'haustechnik'], 'GmbH'],
    ['Vitotex Consulting GmbH & Co. KG', ['vitotex', 'consulting'], 'GmbH & Co. KG'],
    ['VITOTEX CONSULTING GMBH&CO.KG', ['vitotex', 'consulting'], 'GmbH & Co. KG'],
    ['Vitotex Consulting GmbH u. Co. KG', ['vitotex', 'consulting'], 'GmbH & Co. KG'],
    ['Brunner Pflegedienst UG (haftungsbeschränkt)', ['brunner', 'pflegedienst'], 'UG'],
    ['Brunner Pflegedienst UG (haftungsbeschr.)', ['brunner', 'pflegedienst'], 'UG'],
    ['Schmidt Verwaltungsgesellschaft mbH', ['schmidt', 'verwaltungsgesellschaft'], 'GmbH'],
    ['Müller Bau Verwaltungs-GmbH', ['muller', 'bau', 'verwaltungs'], 'GmbH'],
    ['Bäckerei Müller Gesellschaft mit beschränkter Haftung', ['backerei', 'muller'], 'GmbH'],
    ['Adler-Apotheke e.Kfm.', ['adler', 'apotheke'], 'e.K.'],
    ['Adler-Apotheke e. K.', ['adler', 'apotheke'], 'e.K.'],
    ['Turn- und Sportverein Dresden 1899 e.V.', ['turn', 'sportverein', 'dresden', '1899'], 'e.V.'],
    ['Volksbank Dresden eG', ['volksbank', 'dresden'], 'eG'],
    ['Meier & Partner Rechtsanwälte PartG mbB', ['meier', 'partner', 'rechtsanwalte'], 'PartG'],
    ['Schulz & Weber OHG', ['schulz', 'weber'], 'OHG'],
    ['Schulz & Weber GbR', ['schulz', 'weber'], 'GbR'],
    ['Gebrüder Schulz KG', ['gebr', 'schulz'], 'KG'],
    ['Gebr. Schulz KG', ['gebr', 'schulz'], 'KG'],
  ])('%j: words %j, legal form %j', (name, tokens, legalForm) => {
    const normalized = normalizeCompanyName(name, 'DE');
    expect(normalized.tokens).toEqual(tokens);
    expect(normalized.legalForm).toBe(legalForm);
  });

  it.each([
    ['Firma Schulz & Söhne KG z. Hd. Petra Krause', ['schulz', 'sohne'], 'KG'],
    ['Weber Logistik GmbH Niederlassung Köln', ['weber', 'logistik'], 'GmbH'],
    ['Weber Logistik GmbH - Zentrale', ['weber', 'logistik'], 'GmbH'],
    ['Weber Logistik GmbH (Buchhaltung)', ['weber', 'logistik'], 'GmbH'],
    ['Weber Logistik Hauptverwaltung', ['weber', 'logistik'], null],
    ['Weber Logistik GmbH i.L.', ['weber', 'logistik'], 'GmbH'],
  ])('sets aside what CRM users add: %j', (name, tokens, legalForm) => {
    const normalized = normalizeCompanyName(name, 'DE');
    expect(normalized.tokens).toEqual(tokens);
    expect(normalized.legalForm).toBe(legalForm);
  });

  it('notes a company in liquidation and keeps a name that is only noise', () => {
    expect(normalizeCompanyName('Pohl GmbH i.L.').liquidation).toBe(true);
    expect(normalizeCompanyName('Zentrale').tokens).toEqual(['zentrale']);
    expect(normalizeCompanyName('').tokens).toEqual([]);
    expect(normalizeCompanyName(null).legalForm).toBeNull();
  });

  it('recognises forms by country: an OG is Austrian, a Stiftung a Swiss legal form', () => {
    expect(normalizeCompanyName('Alpha Beta OG', 'AT').legalForm).toBe('OG');
    expect(normalizeCompanyName('Alpha Beta OG', 'DE').legalForm).toBeNull();
    expect(normalizeCompanyName('Huber-Stiftung', 'CH')).toMatchObject({
      tokens: ['huber'],
      legalForm: 'Stiftung',
    });
    expect(normalizeCompanyName('Huber Hausbau e.U.', 'AT').legalForm).toBe('e.U.');
  });

  it.each([
    ['Müller Haustechnik GmbH', 'DE'],
    ['Müller Haustechnik G.m.b.H.', 'DE'],
    ['Müller Haustechnik Gesellschaft mit beschränkter Haftung', 'DE'],
    ['Novatec Solutions GmbH & Co. KG', 'DE'],
    ['Novatec Solutions GmbH + Co. KG', 'DE'],
    ['Brunner Pflegedienst UG (haftungsbeschränkt)', 'DE'],
    ['Meier & Partner Rechtsanwälte PartG mbB', 'DE'],
    ['Deutsche Bank AG', 'DE'],
    ['Schulz & Weber OHG', 'DE'],
    ['Schulz Bau KG', 'DE'],
    ['Adler-Apotheke e.K.', 'DE'],
    ['Sportverein Bonn e.V.', 'DE'],
    ['Volksbank Bonn eG', 'DE'],
    ['Schulz & Weber GbR', 'DE'],
    ['Huber & Moser OG', 'AT'],
    ['Raiffeisenbank Graz eGen', 'AT'],
    ['Fuchs Werbeagentur GmbH', 'AT'],
    ['Meier Informatik AG', 'CH'],
  ])("agrees with issue 4's detectLegalForm on %j", (name, country) => {
    expect(normalizeCompanyName(name, country).legalForm).toBe(detectLegalForm(name, country));
  });

  it('keys names independently of word order', () => {
    expect(nameKey(['muller', 'haustechnik'])).toBe(nameKey(['haustechnik', 'muller']));
  });

  it.each([
    ['GmbH', 'GmbH', 'same'],
    ['GmbH', 'UG', 'similar'],
    ['KG', 'GmbH & Co. KG', 'similar'],
    ['AG', 'GmbH', 'different'],
    ['e.V.', 'GmbH', 'different'],
  ])('legal forms %j and %j are %j', (a, b, relation) => {
    expect(legalFormRelation(a, b)).toBe(relation);
    expect(legalFormRelation(b, a)).toBe(relation);
  });
});
