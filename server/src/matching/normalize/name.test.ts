import { describe, expect, it } from 'vitest';
import { detectLegalForm, LEGAL_FORMS } from '../../companies/reference/legal-forms.ts';
import { isForeignLegalForm, legalFormRelation, nameKey, normalizeCompanyName } from './name.ts';

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
    expect(normalizeCompanyName('Deutsche Bank AG')).toMatchObject({
      tokens: ['deutsche', 'bank'],
      legalForm: 'AG',
    });
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
    expect(nameKey(['muller', 'haustechnik'])).toBe('haustechnik muller');
    expect(nameKey(['haustechnik', 'muller'])).toBe('haustechnik muller');
  });

  it.each([
    ['GmbH', 'GmbH', 'same'],
    ['GmbH', 'UG', 'similar'],
    ['KG', 'GmbH & Co. KG', 'similar'],
    ['GmbH', 'GmbH & Co. KG', 'similar'],
    ['e.K.', 'e.U.', 'similar'],
    ['OHG', 'OG', 'similar'],
    ['eG', 'eGen', 'similar'],
    ['eG', 'Genossenschaft', 'similar'],
    ['eGen', 'Genossenschaft', 'similar'],
    ['GbR', 'OHG', 'similar'],
    ['AG', 'GmbH', 'different'],
    ['e.V.', 'GmbH', 'different'],
    ['UG', 'KG', 'different'],
    ['GbR', 'OG', 'different'],
  ])('legal forms %j and %j are %j', (a, b, relation) => {
    expect(legalFormRelation(a, b)).toBe(relation);
    expect(legalFormRelation(b, a)).toBe(relation);
  });
});

describe('every spelling of a legal form', () => {
  it.each([
    ['Vitotex GmbH & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex G.m.b.H. & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex Ges.m.b.H. & Co. KG', 'AT', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex GesmbH & Co KG', 'AT', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex UG (haftungsbeschränkt) & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex UG (haftungsbeschrankt) & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex UG (haftungsbeschr.) & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex UG & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex AG & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex SE & Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex GmbH und Co. KG', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex GmbH & Co. K.G.', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex GmbH & Co. KGaA', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Vitotex GmbH & Co. KG aA', 'DE', 'GmbH & Co. KG', ['vitotex']],
    ['Brunner Pflegedienst UG', 'DE', 'UG', ['brunner', 'pflegedienst']],
    ['Brunner Pflegedienst UG haftungsbeschränkt', 'DE', 'UG', ['brunner', 'pflegedienst']],
    ['Brunner Pflegedienst UG (haftungsbeschrankt)', 'DE', 'UG', ['brunner', 'pflegedienst']],
    [
      'Brunner Pflegedienst Unternehmergesellschaft (haftungsbeschränkt)',
      'DE',
      'UG',
      ['brunner', 'pflegedienst'],
    ],
    ['Meier & Kollegen PartG', 'DE', 'PartG', ['meier', 'kollegen']],
    ['Meier & Kollegen PartG mbB', 'DE', 'PartG', ['meier', 'kollegen']],
    ['Meier & Kollegen PartGmbB', 'DE', 'PartG', ['meier', 'kollegen']],
    ['Meier & Kollegen Partnerschaftsgesellschaft', 'DE', 'PartG', ['meier', 'kollegen']],
    ['Meier & Kollegen Partnerschaftsgesellschaft mbB', 'DE', 'PartG', ['meier', 'kollegen']],
    ['Meier & Kollegen Partnerschaft mbB', 'DE', 'PartG', ['meier', 'kollegen']],
    ['Fuchs Werbeagentur GmbH', 'AT', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur G.m.b.H.', 'AT', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur Ges.m.b.H.', 'AT', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur GesmbH', 'AT', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur mbH', 'DE', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur Gesellschaft mit beschränkter Haftung', 'DE', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur Gesellschaft mit beschrankter Haftung', 'DE', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur Gmbh.', 'DE', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur GbmH', 'DE', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Fuchs Werbeagentur GmH', 'DE', 'GmbH', ['fuchs', 'werbeagentur']],
    ['Meier Informatik AG', 'CH', 'AG', ['meier', 'informatik']],
    ['Meier Informatik A.G.', 'CH', 'AG', ['meier', 'informatik']],
    ['Meier Informatik Aktiengesellschaft', 'CH', 'AG', ['meier', 'informatik']],
    ['Schulz & Weber OHG', 'DE', 'OHG', ['schulz', 'weber']],
    ['Schulz & Weber o.H.G.', 'DE', 'OHG', ['schulz', 'weber']],
    ['Schulz & Weber Offene Handelsgesellschaft', 'DE', 'OHG', ['schulz', 'weber']],
    ['Schulz Bau KG', 'DE', 'KG', ['schulz', 'bau']],
    ['Schulz Bau K.G.', 'DE', 'KG', ['schulz', 'bau']],
    ['Schulz Bau Kommanditgesellschaft', 'DE', 'KG', ['schulz', 'bau']],
    ['Adler-Apotheke e.K.', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke eK', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke e.Kfm.', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke eKfm', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke e.Kfr.', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke eKfr', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke e.Kffr.', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke eingetragener Kaufmann', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Adler-Apotheke eingetragene Kauffrau', 'DE', 'e.K.', ['adler', 'apotheke']],
    ['Sportverein Bonn e.V.', 'DE', 'e.V.', ['sportverein', 'bonn']],
    ['Sportverein Bonn eV', 'DE', 'e.V.', ['sportverein', 'bonn']],
    ['Sportverein Bonn eingetragener Verein', 'DE', 'e.V.', ['sportverein', 'bonn']],
    ['Volksbank Bonn eG', 'DE', 'eG', ['volksbank', 'bonn']],
    ['Volksbank Bonn e.G.', 'DE', 'eG', ['volksbank', 'bonn']],
    ['Volksbank Bonn eingetragene Genossenschaft', 'DE', 'eG', ['volksbank', 'bonn']],
    ['Schulz & Weber GbR', 'DE', 'GbR', ['schulz', 'weber']],
    ['Schulz & Weber G.b.R.', 'DE', 'GbR', ['schulz', 'weber']],
    ['Schulz & Weber GdbR', 'DE', 'GbR', ['schulz', 'weber']],
    ['Schulz & Weber Gesellschaft bürgerlichen Rechts', 'DE', 'GbR', ['schulz', 'weber']],
    ['Schulz & Weber Gesellschaft burgerlichen Rechts', 'DE', 'GbR', ['schulz', 'weber']],
    ['Huber & Moser OG', 'AT', 'OG', ['huber', 'moser']],
    ['Huber & Moser Offene Gesellschaft', 'AT', 'OG', ['huber', 'moser']],
    ['Huber Hausbau e.U.', 'AT', 'e.U.', ['huber', 'hausbau']],
    ['Huber Hausbau eU', 'AT', 'e.U.', ['huber', 'hausbau']],
    ['Raiffeisenbank Graz eGen', 'AT', 'eGen', ['raiffeisenbank', 'graz']],
    ['Landi Genossenschaft', 'CH', 'Genossenschaft', ['landi']],
    ['Huber Stiftung', 'CH', 'Stiftung', ['huber']],
  ])(
    '%j (%s) is a %j: the whole spelling is the form, nothing is left over',
    (name, country, legalForm, tokens) => {
      expect(normalizeCompanyName(name, country)).toEqual({
        tokens,
        legalForm,
        extra: [],
        liquidation: false,
      });
      // The form is a canonical key of that country's forms (reference/legal-forms.ts).
      expect(LEGAL_FORMS.some((form) => form.key === legalForm && form.country === country)).toBe(true);
    },
  );
});

describe('legal forms by country', () => {
  it.each([
    ['Alpha Bau GmbH & Co. KG', 'DE', 'GmbH & Co. KG'],
    ['Alpha Bau GmbH & Co. KG', 'AT', 'GmbH & Co. KG'],
    ['Alpha Bau GmbH & Co. KG', 'CH', 'GmbH'],
    ['Alpha Bau UG', 'DE', 'UG'],
    ['Alpha Bau UG', 'AT', null],
    ['Alpha Bau PartG', 'DE', 'PartG'],
    ['Alpha Bau PartG', 'CH', null],
    ['Alpha Bau GmbH', 'DE', 'GmbH'],
    ['Alpha Bau GmbH', 'AT', 'GmbH'],
    ['Alpha Bau GmbH', 'CH', 'GmbH'],
    ['Alpha Bau AG', 'DE', 'AG'],
    ['Alpha Bau AG', 'AT', 'AG'],
    ['Alpha Bau AG', 'CH', 'AG'],
    ['Alpha Bau OHG', 'DE', 'OHG'],
    ['Alpha Bau OHG', 'AT', null],
    ['Alpha Bau OHG', 'CH', null],
    ['Alpha Bau KG', 'DE', 'KG'],
    ['Alpha Bau KG', 'AT', 'KG'],
    ['Alpha Bau KG', 'CH', null],
    ['Alpha Bau e.K.', 'DE', 'e.K.'],
    ['Alpha Bau e.K.', 'AT', null],
    ['Alpha Bau e.V.', 'DE', 'e.V.'],
    ['Alpha Bau e.V.', 'CH', null],
    ['Alpha Bau eG', 'DE', 'eG'],
    ['Alpha Bau eG', 'AT', null],
    ['Alpha Bau GbR', 'DE', 'GbR'],
    ['Alpha Bau GbR', 'AT', null],
    ['Alpha Bau OG', 'AT', 'OG'],
    ['Alpha Bau OG', 'DE', null],
    ['Alpha Bau e.U.', 'AT', 'e.U.'],
    ['Alpha Bau e.U.', 'DE', null],
    ['Alpha Bau eGen', 'AT', 'eGen'],
    ['Alpha Bau eGen', 'DE', null],
    ['Alpha Bau Genossenschaft', 'CH', 'Genossenschaft'],
    ['Alpha Bau Genossenschaft', 'DE', null],
    ['Alpha Bau Stiftung', 'CH', 'Stiftung'],
    ['Alpha Bau Stiftung', 'AT', null],
    // Other and unknown countries allow every form.
    ['Alpha Bau OG', 'FR', 'OG'],
    ['Alpha Bau UG', null, 'UG'],
    ['Alpha Bau Stiftung', undefined, 'Stiftung'],
  ])('%j in %s: %j', (name, country, legalForm) => {
    expect(normalizeCompanyName(name, country).legalForm).toBe(legalForm);
  });

  it('never takes the first word for the legal form: an AG (Arbeitsgemeinschaft) can be an e.V.', () => {
    expect(normalizeCompanyName('AG Stadtmarketing e.V.', 'DE')).toMatchObject({
      tokens: ['ag', 'stadtmarketing'],
      legalForm: 'e.V.',
    });
  });
});

describe('the words of a name', () => {
  it.each([
    ['Müller und Söhne', ['muller', 'sohne']],
    ['Schulz u. Weber', ['schulz', 'weber']],
    ['Smith and Jones', ['smith', 'jones']],
    ['Dupont et Fils', ['dupont', 'fils']],
    ['Müller & Co.', ['muller']],
    ['Haus der Technik', ['haus', 'technik']],
    ['Die Werkstatt', ['werkstatt']],
    ['Das Bad', ['bad']],
    ['Verband des Handwerks', ['verband', 'handwerks']],
    ['Gesellschaft für Informatik', ['gesellschaft', 'informatik']],
    ['Institut fur Messtechnik', ['institut', 'mestechnik']],
    ['Weingut von Buhl', ['weingut', 'buhl']],
    ['Hotel vom Stein', ['hotel', 'stein']],
    ['Gasthaus zum Löwen', ['gasthaus', 'lowen']],
    ['Apotheke zur Post', ['apotheke', 'post']],
    ['The Coffee Company', ['coffee', 'company']],
    ['Bank of Scotland', ['bank', 'scotland']],
  ])('leaves out connectors and articles: %j', (name, tokens) => {
    expect(normalizeCompanyName(name, 'DE').tokens).toEqual(tokens);
  });

  it.each([
    ['Gebrüder Schulz', ['gebr', 'schulz']],
    ['Gebruder Schulz', ['gebr', 'schulz']],
    ['Gebrdr. Schulz', ['gebr', 'schulz']],
    ['Gebr. Schulz', ['gebr', 'schulz']],
    ['Meier Intl. Logistik', ['meier', 'international', 'logistik']],
    ['Meier Int. Logistik', ['meier', 'international', 'logistik']],
    ['Dt. Presseagentur', ['deutsche', 'preseagentur']],
    ['Dtsch. Presseagentur', ['deutsche', 'preseagentur']],
    ['Meier Ges. für Logistik', ['meier', 'gesellschaft', 'logistik']],
    ['Meier Verw. GmbH', ['meier', 'verwaltung']],
    ['St. Georg Apotheke', ['sankt', 'georg', 'apotheke']],
    ['Hl. Geist Stift', ['heilige', 'geist', 'stift']],
    ['Ing. Büro Meier', ['ingenieur', 'buro', 'meier']],
    ['Ingenieurbüro Meier', ['ingenieurburo', 'meier']],
  ])('writes abbreviations out one way: %j', (name, tokens) => {
    expect(normalizeCompanyName(name, 'DE').tokens).toEqual(tokens);
  });

  it('keeps notes in parentheses out of the name, and a legal form in them in', () => {
    expect(normalizeCompanyName('Weber Logistik (Kunde seit 2019) GmbH', 'DE')).toEqual({
      tokens: ['weber', 'logistik'],
      legalForm: 'GmbH',
      extra: [],
      liquidation: false,
    });
    expect(normalizeCompanyName('Weber Logistik(Einkauf)GmbH', 'DE').tokens).toEqual(['weber', 'logistik']);
    expect(normalizeCompanyName('Sportverein Bonn (e.V.)', 'DE').legalForm).toBe('e.V.');
    expect(normalizeCompanyName('Sportverein Bonn (e. V.)', 'DE').legalForm).toBe('e.V.');
    expect(normalizeCompanyName('Fuchs Werbeagentur (GmbH)', 'DE').legalForm).toBe('GmbH');
    expect(normalizeCompanyName('Meier Informatik (AG)', 'CH').legalForm).toBe('AG');
    expect(normalizeCompanyName('Schulz Bau (KG)', 'DE').legalForm).toBe('KG');
    expect(normalizeCompanyName('Meier & Kollegen PartG (mbB)', 'DE').extra).toEqual([]);
  });

  it('corrects a legal form one typo away, and only a legal form', () => {
    expect(normalizeCompanyName('Weber Bau', 'DE')).toMatchObject({
      tokens: ['weber', 'bau'],
      legalForm: null,
    });
    // 'GBH' is one edit from 'gmbh', but the name has its GmbH already.
    expect(normalizeCompanyName('GBH Bau GmbH', 'DE')).toMatchObject({
      tokens: ['gbh', 'bau'],
      legalForm: 'GmbH',
    });
    // 'GMB' is initials, not a GmbH missing its H.
    expect(normalizeCompanyName('GMB Metallbau KG', 'DE')).toMatchObject({
      tokens: ['gmb', 'metallbau'],
      legalForm: 'KG',
    });
  });

  it('merges a word written twice in a row', () => {
    expect(normalizeCompanyName('Schmidt & Schmidt GmbH', 'DE').tokens).toEqual(['schmidt']);
  });
});

describe('what CRM users add to a name', () => {
  it.each([
    ['Weber Logistik z. Hd. Frau Krause', ['z', 'hd', 'frau', 'krause']],
    ['Weber Logistik zHd Frau Krause', ['zhd', 'frau', 'krause']],
    ['Weber Logistik zu Händen Frau Krause', ['zu', 'haenden', 'frau', 'krause']],
    ['Weber Logistik zu Handen Frau Krause', ['zu', 'handen', 'frau', 'krause']],
    ['Weber Logistik c/o Krause', ['c', 'o', 'krause']],
    ['Weber Logistik Attn. Krause', ['attn', 'krause']],
    ['Weber Logistik Niederlassung Köln', ['niederlassung', 'koeln']],
    ['Weber Logistik Zweigniederlassung Köln', ['zweigniederlassung', 'koeln']],
    ['Weber Logistik Filiale Köln', ['filiale', 'koeln']],
    ['Weber Logistik NL Köln', ['nl', 'koeln']],
    ['Weber Logistik Zentrale', ['zentrale']],
    ['Weber Logistik Hauptverwaltung', ['hauptverwaltung']],
    ['Weber Logistik Hauptsitz', ['hauptsitz']],
    ['Weber Logistik Buchhaltung', ['buchhaltung']],
    ['Weber Logistik Rechnungswesen', ['rechnungswesen']],
  ])('sets aside %j', (name, extra) => {
    expect(normalizeCompanyName(name, 'DE')).toEqual({
      tokens: ['weber', 'logistik'],
      legalForm: null,
      extra,
      liquidation: false,
    });
  });

  it('keeps the words after the legal form apart', () => {
    expect(normalizeCompanyName('Weber Logistik GmbH Niederlassung Köln', 'DE')).toEqual({
      tokens: ['weber', 'logistik'],
      legalForm: 'GmbH',
      extra: ['niederlassung', 'koeln'],
      liquidation: false,
    });
    expect(normalizeCompanyName('Weber Logistik Zentrale GmbH', 'DE')).toMatchObject({
      tokens: ['weber', 'logistik'],
      extra: ['zentrale'],
    });
  });

  it.each([['Firma Weber Logistik'], ['Fa. Weber Logistik']])('drops %j', (name) => {
    expect(normalizeCompanyName(name, 'DE').tokens).toEqual(['weber', 'logistik']);
  });

  it('keeps such a word when it is the name', () => {
    expect(normalizeCompanyName('Werbeagentur Die Firma GmbH', 'DE').tokens).toEqual([
      'werbeagentur',
      'firma',
    ]);
    expect(normalizeCompanyName('Zentrale Reinigung GmbH', 'DE').tokens).toEqual(['zentrale', 'reinigung']);
    expect(normalizeCompanyName('Die Filiale', 'DE')).toEqual({
      tokens: ['filiale'],
      legalForm: null,
      extra: [],
      liquidation: false,
    });
    expect(normalizeCompanyName('Die Zentrale GmbH', 'DE').legalForm).toBe('GmbH');
  });

  it.each([
    ['Pohl Bau i.L.'],
    ['Pohl Bau iL'],
    ['Pohl Bau i. Liq.'],
    ['Pohl Bau in Liquidation'],
    ['Pohl Bau in Abwicklung'],
  ])('notes a company in liquidation: %j', (name) => {
    expect(normalizeCompanyName(name, 'DE')).toEqual({
      tokens: ['pohl', 'bau'],
      legalForm: null,
      extra: [],
      liquidation: true,
    });
  });

  it('notes the liquidation of a name that is only noise', () => {
    expect(normalizeCompanyName('Die Filiale i.L.', 'DE')).toMatchObject({
      tokens: ['filiale'],
      liquidation: true,
    });
  });

  it('has no words when nothing is left', () => {
    const nothing = { tokens: [], legalForm: null, extra: [], liquidation: false };
    expect(normalizeCompanyName('', 'DE')).toEqual(nothing);
    expect(normalizeCompanyName('...', 'DE')).toEqual(nothing);
    expect(normalizeCompanyName('(Buchhaltung)', 'DE')).toEqual(nothing);
  });
});

describe('names as real customer files write them (issue 15)', () => {
  it.each([
    ['Müller Gesellschatf mit beschnaenkter Haftung', 'DE', ['muller'], 'GmbH'],
    ['Müller Gesellschaft mit beschrenkter Haftung', 'DE', ['muller'], 'GmbH'],
    ['Müller Aktiengesellschat', 'DE', ['muller'], 'AG'],
    ['Müller Bau Kommanditgesellschaft', 'DE', ['muller', 'bau'], 'KG'],
    ['Wohnbau Eingetragene Genossenshaft', 'DE', ['wohnbau'], 'eG'],
    ['Landi Genossenshaft', 'CH', ['landi'], 'Genossenschaft'],
  ])('recognises a spelled-out legal form with a typo: %j', (name, country, tokens, legalForm) => {
    expect(normalizeCompanyName(name, country)).toMatchObject({ tokens, legalForm });
  });

  it('keeps the spelling of a company word one typo from a legal-form word, and short words', () => {
    // 'Genossenshaft' without 'eingetragene' is no German form: the word is kept, corrected.
    expect(normalizeCompanyName('Wohnbau Genossenshaft', 'DE').tokens).toEqual(['wohnbau', 'genosenschaft']);
    expect(normalizeCompanyName('Haftig Bau', 'DE').tokens).toEqual(['haftig', 'bau']);
    expect(normalizeCompanyName('Weber Haftungen', 'DE').tokens).toEqual(['weber', 'haftungen']);
  });

  it.each([
    [
      'Süddeutsche Treuhand-AG Wirtschaftsprüfungsgesellschaft Zweigniederlassung Köln',
      ['suddeutsche', 'treuhand', 'wirtschaftsprufungsgesellschaft'],
      'AG',
      ['zweigniederlassung', 'koeln'],
    ],
    ['Müller GmbH Haustechnik', ['muller', 'haustechnik'], 'GmbH', []],
    ['Sportverein Nord e.V. Ortsgruppe Bonn', ['sportverein', 'nord'], 'e.V.', ['ortsgruppe', 'bonn']],
    ['Müller GmbH Werk Köln', ['muller'], 'GmbH', ['werk', 'koeln']],
    ['Müller GmbH Herrn Krause', ['muller'], 'GmbH', ['herrn', 'krause']],
    ['Müller Verwaltungs GmbH Beteiligungs KG', ['muller', 'verwaltungs', 'beteiligungs'], 'GmbH', []],
    ['Weber Logistik Zentrale GmbH Haustechnik', ['weber', 'logistik', 'haustechnik'], 'GmbH', ['zentrale']],
  ])(
    'keeps the identifying words after a legal form in the middle, and sets a branch aside: %j',
    (name, tokens, legalForm, extra) => {
      expect(normalizeCompanyName(name, 'DE')).toEqual({ tokens, legalForm, extra, liquidation: false });
    },
  );

  it.each([
    ['Volvo Deutschland AB', 'AB'],
    ['Philips Nederland B.V.', 'BV'],
    ['Philips Nederland BV', 'BV'],
    ['Philips Nederland NV', 'NV'],
    ['Philips Nederland N.V.', 'NV'],
    ['Renault Nederland SA', 'SA'],
    ['Renault Nederland S.A.', 'SA'],
    ['Renault Nederland SRL', 'SRL'],
    ['Renault Nederland S.à r.l.', 'SRL'],
    ['Acme Nederland Ltd.', 'Ltd'],
    ['Acme Nederland Limited', 'Ltd'],
    ['Acme Nederland LLC', 'LLC'],
    ['Acme Nederland Inc.', 'Inc.'],
    ['Gazprom Nederland JSC', 'JSC'],
    ['Gazprom Nederland OAO', 'OAO'],
    ['Nokia Nederland Oy', 'Oy'],
    ['Maersk Nederland ApS', 'ApS'],
    ['Fiat Nederland S.p.A.', 'S.p.A.'],
    ['Fiat Nederland SpA', 'S.p.A.'],
  ])('recognises a foreign legal form, not a rare word, in a German row: %j', (name, legalForm) => {
    const normalized = normalizeCompanyName(name, 'DE');
    expect(normalized.legalForm).toBe(legalForm);
    expect(normalized.tokens).toHaveLength(2);
    expect(isForeignLegalForm(legalForm)).toBe(true);
  });

  it('tells foreign legal forms from home ones, and a home form wins over a foreign one', () => {
    expect(isForeignLegalForm('GmbH')).toBe(false);
    expect(isForeignLegalForm('AG')).toBe(false);
    expect(normalizeCompanyName('Volvo AB Deutschland GmbH', 'DE')).toMatchObject({
      tokens: ['volvo', 'ab', 'deutschland'],
      legalForm: 'GmbH',
    });
    // The first word is never the form: 'SA Logistik' is a name.
    expect(normalizeCompanyName('SA Logistik', 'DE')).toMatchObject({
      tokens: ['sa', 'logistik'],
      legalForm: null,
    });
  });

  it.each([
    ['A.B.C. Bau GmbH', ['abc', 'bau']],
    ['A. B. C. Bau GmbH', ['abc', 'bau']],
    ['A B C Bau GmbH', ['abc', 'bau']],
    ['ABC Bau GmbH', ['abc', 'bau']],
    ['C.B.A. Bau GmbH', ['cba', 'bau']],
    ['Bau A.B. Schulz GmbH', ['bau', 'ab', 'schulz']],
    ['J. Schulz Bau GmbH', ['j', 'schulz', 'bau']],
  ])('writes initials together, in their order: %j', (name, tokens) => {
    expect(normalizeCompanyName(name, 'DE').tokens).toEqual(tokens);
  });

  it.each([
    ['Alpha Fund V', ['alpha', 'fund', '5']],
    ['Alpha Fund 5', ['alpha', 'fund', '5']],
    ['Alpha Fund VI', ['alpha', 'fund', '6']],
    ['Alpha Fund IV', ['alpha', 'fund', '4']],
    ['Alpha Fund IX', ['alpha', 'fund', '9']],
    ['Alpha Fund XIV', ['alpha', 'fund', '14']],
    ['Alpha Fund XXIII', ['alpha', 'fund', '23']],
    ['Alpha Fund II GmbH & Co. KG', ['alpha', 'fund', '2']],
    ['Alpha Fund X', ['alpha', 'fund', '10']],
    ['Alpha I', ['alpha', '1']],
    ['V Bau', ['v', 'bau']],
    ['Vivi Mix', ['vivi', 'mix']],
  ])('reads Roman numerals as numbers: %j', (name, tokens) => {
    expect(normalizeCompanyName(name, 'DE').tokens).toEqual(tokens);
  });

  it.each([
    ['Volvo Car (Sweden) AB', ['volvo', 'car', 'sweden'], 'AB'],
    ['Volvo Car (Finland) AB', ['volvo', 'car', 'finland'], 'AB'],
    ['Weber Logistik (alt)', ['weber', 'logistik'], null],
    ['Weber Logistik (nicht verwenden)', ['weber', 'logistik'], null],
    ['Weber Logistik (Herr Krause)', ['weber', 'logistik'], null],
  ])('keeps words in brackets that carry meaning, and drops CRM notes: %j', (name, tokens, legalForm) => {
    expect(normalizeCompanyName(name, 'DE')).toMatchObject({ tokens, legalForm });
  });

  it.each([
    ['Ger. Schulz', ['gebr', 'schulz']],
    ['Gebr. Schulz', ['gebr', 'schulz']],
    ['Gebrüder Schulz', ['gebr', 'schulz']],
  ])('writes out short abbreviations one way: %j', (name, tokens) => {
    expect(normalizeCompanyName(name, 'DE').tokens).toEqual(tokens);
  });

  it('keeps a parent organisation before the name as words of the name', () => {
    expect(normalizeCompanyName('Stadtwerke Köln - Bäderbetrieb GmbH', 'DE')).toMatchObject({
      tokens: ['stadtwerke', 'koln', 'baderbetrieb'],
      legalForm: 'GmbH',
    });
  });
});
