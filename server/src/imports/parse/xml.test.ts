import { describe, expect, it } from 'vitest';
import { ParseError, type ParseErrorCode } from './types.ts';
import { decodeXmlText, parseXml, XmlPartDecoder, XmlTokenizer, type XmlHandler } from './xml.ts';

type Token = ['open', string, Record<string, string>] | ['close', string] | ['text', string];

const ATTRIBUTE_NAMES = ['r', 't', 's', 'id', 'name', 'a', 'b', '__proto__', 'constructor', 'x'];

function recorder(tokens: Token[]): XmlHandler {
  return {
    open(name, attributes) {
      const seen: Record<string, string> = {};
      for (const key of ATTRIBUTE_NAMES) {
        const value = attributes.get(key);
        if (value !== undefined) Object.defineProperty(seen, key, { value, enumerable: true });
      }
      tokens.push(['open', name, seen]);
    },
    close(name) {
      tokens.push(['close', name]);
    },
    text(text) {
      const last = tokens[tokens.length - 1];
      if (last?.[0] === 'text') last[1] += text;
      else tokens.push(['text', text]);
    },
  };
}

function tokens(xml: string): Token[] {
  const out: Token[] = [];
  parseXml(xml, recorder(out));
  return out;
}

function codeOf(run: () => unknown): ParseErrorCode | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof ParseError) return error.code;
    throw error;
  }
}

describe('xml tokenizer', () => {
  it('gives elements by local name, attributes, text, and skips the declaration, comments and PIs', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<x:worksheet xmlns:x="urn:main" xmlns="urn:default"><!-- a comment <c> --><?pi data?>' +
      '<x:row r=\'1\'><x:c r="A1" t = "s"><x:v>12</x:v></x:c><x:c r="B1"/></x:row></x:worksheet>';
    expect(tokens(xml)).toEqual([
      ['open', 'worksheet', {}],
      ['open', 'row', { r: '1' }],
      ['open', 'c', { r: 'A1', t: 's' }],
      ['open', 'v', {}],
      ['text', '12'],
      ['close', 'v'],
      ['close', 'c'],
      ['open', 'c', { r: 'B1' }],
      ['close', 'c'],
      ['close', 'row'],
      ['close', 'worksheet'],
    ]);
  });

  it('decodes the five entities and character references, in text and attributes', () => {
    expect(
      tokens('<a b="&lt;&amp;&quot;&#65;">&lt;x&gt; &amp; &apos;y&apos; &#x4E2D;&#25991; &#x1F600;</a>'),
    ).toEqual([
      ['open', 'a', { b: '<&"A' }],
      ['text', "<x> & 'y' 中文 😀"],
      ['close', 'a'],
    ]);
    expect(decodeXmlText('&#0; &#xD800;')).toBe('\uFFFD \uFFFD');
  });

  it('keeps CDATA as raw text and normalises line ends', () => {
    expect(tokens('<t><![CDATA[<b>&amp;</b>]]>x\r\ny\rz&#13;</t>')).toEqual([
      ['open', 't', {}],
      ['text', '<b>&amp;</b>x\ny\nz\r'],
      ['close', 't'],
    ]);
  });

  it('keeps `>` inside attribute values and treats `__proto__` as an ordinary name', () => {
    const [open] = tokens('<a x="1 > 0" __proto__="p" constructor="c"/>');
    expect(open).toEqual(['open', 'a', JSON.parse('{"__proto__":"p","constructor":"c","x":"1 > 0"}')]);
    expect(Object.getPrototypeOf(open![2])).toBe(Object.prototype);
  });

  it('refuses any DOCTYPE or ENTITY declaration (bad-inputs 30, 31)', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><sst><si><t>&lol3;</t></si></sst>';
    expect(codeOf(() => tokens(laughs))).toBe('corrupt_file');
    expect(codeOf(() => tokens('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a>&xxe;</a>'))).toBe('corrupt_file');
    expect(codeOf(() => tokens('<a><!ENTITY x "y"></a>'))).toBe('corrupt_file');
    expect(codeOf(() => tokens('<a>&xxe;</a>'))).toBe('corrupt_file');
  });

  it('refuses input that is not well-formed (bad-inputs 27)', () => {
    const bad = [
      '',
      '   ',
      'text',
      '<a>',
      '<a></b>',
      '<a><b></a></b>',
      '<a b="1></a>',
      '<a b=1></a>',
      '<a>&amp</a>',
      '<a>& b</a>',
      '</a>',
      '<a><!-- open comment</a>',
      '<a><![CDATA[ open</a>',
      '<a b c="1"/>',
      'text<a/>', // text before the root element
      '<>',
      '<a' + '<b>'.repeat(300) + '</a>',
    ];
    for (const xml of bad) expect([xml, codeOf(() => tokens(xml))]).toEqual([xml, 'corrupt_file']);
    expect(codeOf(() => tokens('<a>' + '<b>'.repeat(300) + '</b>'.repeat(300) + '</a>'))).toBe(
      'corrupt_file',
    );
  });

  it('reads a document with text or elements after its root element, and says so (issue 21)', () => {
    for (const xml of [
      '<a>text</a>trailing',
      '<a>text</a>\0\0\0',
      '<a>text</a><b>more</b>',
      '<a>text</a><b><unclosed',
      '<a>text</a></a>',
      '<a>text</a><![CDATA[x]]>',
      '<a>text</a> <!-- c --> x <?pi?>',
    ]) {
      const out: Token[] = [];
      const tokenizer = new XmlTokenizer(recorder(out));
      tokenizer.write(xml);
      tokenizer.end();
      expect([xml, out, tokenizer.trailingContent]).toEqual([
        xml,
        [
          ['open', 'a', {}],
          ['text', 'text'],
          ['close', 'a'],
        ],
        true,
      ]);
      expect(parseXml(xml, recorder([]))).toEqual({ trailingContent: true });
    }
    // Whitespace, comments and processing instructions after the root are well-formed XML.
    expect(parseXml('<a/>\r\n <!-- c --><?pi x?>\n', recorder([]))).toEqual({ trailingContent: false });
  });

  it('still refuses a declaration after the root element, whatever the chunk boundaries', () => {
    for (const tail of ['<!DOCTYPE a [<!ENTITY x "y">]>', 'junk <!ENTITY x "y">', '<b/><!ELEMENT b ANY>']) {
      const xml = `<a>text</a>${tail}`;
      expect([xml, codeOf(() => tokens(xml))]).toEqual([xml, 'corrupt_file']);
      for (let size = 1; size <= 4; size++) {
        const tokenizer = new XmlTokenizer(recorder([]));
        const run = (): void => {
          for (let i = 0; i < xml.length; i += size) tokenizer.write(xml.slice(i, i + size));
          tokenizer.end();
        };
        expect([xml, size, codeOf(run)]).toEqual([xml, size, 'corrupt_file']);
      }
    }
  });

  it('gives the same tokens whatever the chunk boundaries', () => {
    const xml =
      '<?xml version="1.0"?><x:sst xmlns:x="urn:x"><!-- c --><x:si><x:t xml:space="preserve"> a &amp; b </x:t></x:si>' +
      '<x:si><x:r><x:t>r1</x:t></x:r><x:rPh sb="0"><x:t>ph</x:t></x:rPh></x:si><x:si><x:t><![CDATA[<cd>]]></x:t></x:si></x:sst>';
    const whole = tokens(xml);
    for (let size = 1; size <= 12; size++) {
      const out: Token[] = [];
      const tokenizer = new XmlTokenizer(recorder(out));
      for (let i = 0; i < xml.length; i += size) tokenizer.write(xml.slice(i, i + size));
      tokenizer.end();
      expect(out).toEqual(whole);
    }
  });

  it('refuses a single token longer than maxTokenChars', () => {
    const tokenizer = new XmlTokenizer(recorder([]), { maxTokenChars: 1000 });
    tokenizer.write('<a>');
    expect(codeOf(() => tokenizer.write('x'.repeat(2000)))).toBe('file_too_complex');
  });

  it('decodes parts as UTF-8, or UTF-16 with a byte order mark, across chunk boundaries', () => {
    const text = '<a>Müller € 😀</a>';
    const utf8 = Buffer.from(text, 'utf8');
    const decoder = new XmlPartDecoder();
    let out = '';
    for (const byte of utf8) out += decoder.decode(Uint8Array.of(byte));
    expect(out + decoder.end()).toBe(text);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const d16 = new XmlPartDecoder();
    expect(d16.decode(utf16) + d16.end()).toBe(text);
  });

  it('tokenizes a large sheet quickly without building a tree', () => {
    const row = (r: number): string =>
      `<row r="${r}">` +
      Array.from(
        { length: 15 },
        (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="s"><v>${r * c}</v></c>`,
      ).join('') +
      '</row>';
    const rows = Array.from({ length: 20_000 }, (_, i) => row(i + 1)).join('');
    let cells = 0;
    const tokenizer = new XmlTokenizer({
      open(name) {
        if (name === 'c') cells++;
      },
      close() {},
      text() {},
    });
    const xml = `<worksheet><sheetData>${rows}</sheetData></worksheet>`;
    for (let i = 0; i < xml.length; i += 65536) tokenizer.write(xml.slice(i, i + 65536));
    tokenizer.end();
    expect(cells).toBe(300_000);
  });
});
