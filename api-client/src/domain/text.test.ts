import { describe, expect, it } from 'vitest';
import {
  defaultTagFromFileName,
  sanitizeDisplayName,
  shortenFileName,
  shortenForStepBar,
  shortenTag,
  textLength,
  validateCompanyListName,
  validateTag,
} from './text.ts';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('shortenTag', () => {
  it('leaves tags up to 100 characters alone', () => {
    expect(shortenTag('Kunden Nord')).toBe('Kunden Nord');
    expect(shortenTag(chars(100))).toBe(chars(100));
  });

  it('cuts longer tags to 100 characters ending in an ellipsis', () => {
    const short = shortenTag(chars(101));
    expect(short).toBe(`${chars(99)}…`);
    expect(textLength(short)).toBe(100);
  });

  it('takes another maximum', () => {
    expect(shortenTag('Bestandskunden 2024', 10)).toBe('Bestandsk…');
  });

  it('never cuts an emoji in half', () => {
    expect(shortenTag('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('shows nothing with no room at all', () => {
    expect(shortenTag('Kunden Nord', 0)).toBe('');
  });
});

describe('defaultTagFromFileName', () => {
  it('is the file name without extension', () => {
    expect(defaultTagFromFileName('Kunden 2024.xlsx')).toBe('Kunden 2024');
    expect(defaultTagFromFileName('export.v2.final.csv')).toBe('export.v2.final');
    expect(defaultTagFromFileName('README')).toBe('README');
    // Cut to 36 characters after dropping leading spaces, and without a space left at the end.
    expect(defaultTagFromFileName(`   ${chars(40)}.csv`)).toBe(chars(36));
    expect(defaultTagFromFileName(`${chars(35)} b.csv`)).toBe(chars(35));
  });

  it('is cut to 36 characters', () => {
    const tag = defaultTagFromFileName(`${chars(50, 'b')}.csv`);
    expect(tag).toBe(chars(36, 'b'));
  });

  it("is 'import' when nothing is left", () => {
    expect(defaultTagFromFileName('')).toBe('import');
    expect(defaultTagFromFileName('   .xlsx')).toBe('import');
    expect(defaultTagFromFileName('\r\n.csv')).toBe('import');
  });

  it('drops directories and disguising characters of hostile names', () => {
    expect(defaultTagFromFileName('../../etc/passwd.csv')).toBe('passwd');
    expect(defaultTagFromFileName('C:\\Users\\x\\Liste.xls')).toBe('Liste');
    expect(defaultTagFromFileName('rechnung\u202Egpj.csv')).toBe('rechnunggpj');
  });

  it('always yields a tag that validateTag accepts', () => {
    for (const name of ['', 'a.csv', `${chars(300)}.xlsx`, '  x  .csv', '\u202E.csv']) {
      expect(validateTag(defaultTagFromFileName(name))).toBe('ok');
    }
  });
});

describe('shortenFileName', () => {
  it('leaves names whose part before the extension fits alone', () => {
    expect(shortenFileName('Kunden.xlsx')).toBe('Kunden.xlsx');
    expect(shortenFileName(`${chars(36)}.csv`)).toBe(`${chars(36)}.csv`);
  });

  it('shortens the part before the extension to 36 characters and keeps the extension', () => {
    expect(shortenFileName(`${chars(40)}.xlsx`)).toBe(`${chars(35)}….xlsx`);
  });

  it('shortens names without an extension as a whole; a leading dot is part of the name', () => {
    expect(shortenFileName(chars(40))).toBe(`${chars(35)}…`);
    expect(shortenFileName(`.${chars(40)}`)).toBe(`.${chars(34)}…`);
  });

  it('takes another maximum', () => {
    expect(shortenFileName('Bestandskunden.csv', 5)).toBe('Best….csv');
  });
});

describe('shortenForStepBar', () => {
  it('fits the file name into 17 characters', () => {
    expect(shortenForStepBar('Kunden.csv')).toBe('Kunden.csv');
    expect(shortenForStepBar(`${chars(17)}`)).toBe(chars(17));
    expect(shortenForStepBar('Bestandskunden_2024.xlsx')).toBe('Bestandskunden_2…');
  });
});

describe('validateTag', () => {
  it('accepts 1 to 36 characters', () => {
    expect(validateTag('a')).toBe('ok');
    expect(validateTag(chars(36))).toBe('ok');
  });

  it('rejects an empty or blank tag, which is never saved', () => {
    expect(validateTag('')).toBe('empty');
    expect(validateTag('   \t')).toBe('empty');
  });

  it('rejects more than 36 characters', () => {
    expect(validateTag(chars(37))).toBe('too_long');
  });

  it('ignores surrounding spaces, as the trimmed tag is what gets saved', () => {
    expect(validateTag(`  ${chars(36)}  `)).toBe('ok');
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(validateTag(chars(36, '😀'))).toBe('ok');
    expect(validateTag(chars(37, '😀'))).toBe('too_long');
  });
});

describe('validateCompanyListName', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ab', 'too_short'],
    ['  ab  ', 'too_short'],
    ['abc', 'ok'],
    [chars(400), 'ok'],
    [chars(401), 'too_long'],
  ])('%j -> %s', (name, expected) => {
    expect(validateCompanyListName(name)).toBe(expected);
  });
});

describe('sanitizeDisplayName', () => {
  it('removes line breaks, control and bidi-override characters but keeps umlauts', () => {
    expect(sanitizeDisplayName('Müller\r\n"GmbH"\u0000\u202E')).toBe('Müller"GmbH"');
  });
});
