/**
 * A small, safe XML tokenizer for the OOXML parts the xlsx reader needs (bad-inputs 27, 30, 31).
 *
 * - Element starts and ends with their local names (`x:row` gives `row`), attributes by local name
 *   (namespace declarations dropped), text with the five predefined entities and numeric character
 *   references decoded; CDATA is text; comments and processing instructions are skipped.
 * - Any `<!DOCTYPE`, `<!ENTITY` or other declaration gives `corrupt_file`: no DTD is ever read, so
 *   no entity is expanded (billion laughs) and nothing is fetched (XXE). This code touches neither
 *   the file system nor the network.
 * - Not well-formed input (an unknown entity, mismatched or unclosed elements, a truncated document,
 *   nesting deeper than MAX_DEPTH) gives `corrupt_file`; one token longer than maxTokenChars gives
 *   `file_too_complex`.
 * - Text or elements after the root element (a writer that appended a second copy or padding) are
 *   not read: the document ends with its root element and `trailingContent` says that something
 *   followed, for the reader's warning. A declaration there is still `corrupt_file`. Whitespace,
 *   comments and processing instructions after the root are well-formed and pass silently.
 * - Input comes in chunks (`write`), so a large sheet streams through with flat memory: an incomplete
 *   token at the end of a chunk waits for the next one. Scanning is indexOf-based over the string.
 */
import { TextDecoder } from 'node:util';
import { ParseError } from './types.ts';

/**
 * The attributes of the element being opened, by local name. One instance is reused for every
 * element: read it during `open`, never keep it. Names and values are only sliced out of the
 * document when asked for.
 */
export class XmlAttributes {
  #buf = '';
  /** Per attribute: local name start and end, value start and end (raw, between the quotes). */
  #spans = new Int32Array(64);
  #count = 0;

  /** The value of the attribute with this local name (the first one when repeated). */
  get(name: string): string | undefined {
    const spans = this.#spans;
    const buf = this.#buf;
    for (let i = 0; i < this.#count; i++) {
      const at = i * 4;
      const start = spans[at]!;
      if (spans[at + 1]! - start === name.length && buf.startsWith(name, start)) {
        const raw = buf.slice(spans[at + 2], spans[at + 3]);
        return raw.indexOf('&') === -1 ? raw : decodeXmlText(raw);
      }
    }
    return undefined;
  }

  get size(): number {
    return this.#count;
  }

  /** @internal the tokenizer fills it */
  reset(buf: string): void {
    this.#buf = buf;
    this.#count = 0;
  }

  /** @internal */
  add(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    if ((this.#count + 1) * 4 > this.#spans.length) {
      if (this.#count >= 4096) throw corrupt('too many attributes');
      const bigger = new Int32Array(this.#spans.length * 2);
      bigger.set(this.#spans);
      this.#spans = bigger;
    }
    const at = this.#count * 4;
    this.#spans[at] = nameStart;
    this.#spans[at + 1] = nameEnd;
    this.#spans[at + 2] = valueStart;
    this.#spans[at + 3] = valueEnd;
    this.#count++;
  }
}

export interface XmlHandler {
  /** An element starts; a self-closing element is followed by `close` at once. */
  open(name: string, attributes: XmlAttributes): void;
  close(name: string): void;
  /** Text inside an element (may come in several pieces). */
  text(text: string): void;
}

export interface XmlTokenizerOptions {
  /** Longest single token (text run, tag) in characters; default 32 Mi. */
  maxTokenChars?: number;
}

const MAX_DEPTH = 256;
const DEFAULT_MAX_TOKEN_CHARS = 32 * 1024 * 1024;
const NEED_MORE = -1;

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `xml: ${message}` });
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13;
}

/** Decodes the five predefined entities and character references; others are not well-formed. */
export function decodeXmlText(raw: string): string {
  let text = raw;
  if (text.length < 32) {
    // Short texts (cell values) are checked in one pass.
    let plain = true;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 38 /* & */ || code === 13 /* CR */) {
        plain = false;
        break;
      }
    }
    if (plain) return text;
  }
  if (text.indexOf('\r') !== -1) text = text.replace(/\r\n?/g, '\n');
  let amp = text.indexOf('&');
  if (amp === -1) return text;
  let out = '';
  let from = 0;
  while (amp !== -1) {
    const semi = text.indexOf(';', amp + 1);
    if (semi === -1 || semi - amp > 12) throw corrupt('bad entity reference');
    out += text.slice(from, amp);
    const name = text.slice(amp + 1, semi);
    switch (name) {
      case 'lt':
        out += '<';
        break;
      case 'gt':
        out += '>';
        break;
      case 'amp':
        out += '&';
        break;
      case 'quot':
        out += '"';
        break;
      case 'apos':
        out += "'";
        break;
      default: {
        let code = NaN;
        if (/^#[0-9]{1,8}$/.test(name)) code = Number(name.slice(1));
        else if (/^#x[0-9a-fA-F]{1,6}$/.test(name)) code = parseInt(name.slice(2), 16);
        else throw corrupt(`undeclared entity &${name};`);
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        out += valid ? String.fromCodePoint(code) : '\uFFFD';
      }
    }
    from = semi + 1;
    amp = text.indexOf('&', from);
  }
  return out + text.slice(from);
}

export class XmlTokenizer {
  readonly #handler: XmlHandler;
  readonly #maxTokenChars: number;
  readonly #attributes = new XmlAttributes();
  #buf = '';
  #pos = 0;
  /** Qualified and local names of the open elements. */
  readonly #stack: string[] = [];
  readonly #localStack: string[] = [];
  /** Recently seen element names, by first character and length. */
  readonly #names: (string | undefined)[] = new Array<string | undefined>(64).fill(undefined);
  #sawRoot = false;
  #ended = false;
  /** Something other than whitespace, comments and PIs followed the root element; it is skipped. */
  #trailing = false;
  /** The last characters of skipped trailing content, so a declaration split across chunks is seen. */
  #trailingTail = '';

  constructor(handler: XmlHandler, options: XmlTokenizerOptions = {}) {
    this.#handler = handler;
    this.#maxTokenChars = options.maxTokenChars ?? DEFAULT_MAX_TOKEN_CHARS;
  }

  /** Text or elements followed the root element (skipped; see the module comment). */
  get trailingContent(): boolean {
    return this.#trailing;
  }

  /** Feeds the next piece of the document. */
  write(chunk: string): void {
    if (this.#ended) throw new Error('XmlTokenizer: write after end');
    this.#buf = this.#pos < this.#buf.length ? this.#buf.slice(this.#pos) + chunk : chunk;
    this.#pos = 0;
    this.#run(false);
    if (this.#buf.length - this.#pos > this.#maxTokenChars) {
      throw new ParseError('file_too_complex', { message: 'xml: token too long' });
    }
  }

  /** The document is complete: anything left open or unfinished is `corrupt_file`. */
  end(): void {
    if (this.#ended) return;
    this.#run(true);
    this.#ended = true;
    this.#buf = '';
    if (this.#stack.length > 0) throw corrupt(`<${this.#stack[this.#stack.length - 1]}> not closed`);
    if (!this.#sawRoot) throw corrupt('no root element');
  }

  #run(final: boolean): void {
    const buf = this.#buf;
    const len = buf.length;
    const handler = this.#handler;
    const stack = this.#stack;
    let pos = this.#pos;
    while (pos < len) {
      if (this.#trailing) {
        this.#skipTrailing(buf, pos, len);
        pos = len;
        break;
      }
      if (stack.length === 0 && this.#sawRoot && this.#startsTrailingContent(buf, pos, len)) {
        this.#trailing = true;
        continue;
      }
      const lt = buf.indexOf('<', pos);
      if (lt === -1) {
        if (!final) break;
        this.#textOutside(buf, pos, len);
        pos = len;
        break;
      }
      if (lt > pos) {
        if (stack.length > 0) handler.text(decodeXmlText(buf.slice(pos, lt)));
        else this.#textOutside(buf, pos, lt);
        pos = lt;
      }
      if (lt + 1 >= len) {
        if (final) throw corrupt('truncated');
        break;
      }
      const c = buf.charCodeAt(lt + 1);
      if (c === 47 /* / */) {
        const next = this.#endTag(buf, lt, len);
        if (next === NEED_MORE) {
          if (final) throw corrupt('truncated end tag');
          break;
        }
        pos = next;
      } else if (c === 63 /* ? */) {
        const end = buf.indexOf('?>', lt + 2);
        if (end === -1) {
          if (final) throw corrupt('truncated processing instruction');
          break;
        }
        pos = end + 2;
      } else if (c === 33 /* ! */) {
        if (buf.startsWith('<!--', lt)) {
          const end = buf.indexOf('-->', lt + 4);
          if (end === -1) {
            if (final) throw corrupt('truncated comment');
            break;
          }
          pos = end + 3;
        } else if (buf.startsWith('<![CDATA[', lt)) {
          const end = buf.indexOf(']]>', lt + 9);
          if (end === -1) {
            if (final) throw corrupt('truncated CDATA');
            break;
          }
          if (stack.length === 0) throw corrupt('CDATA outside the root element');
          if (end > lt + 9) handler.text(buf.slice(lt + 9, end));
          pos = end + 3;
        } else if (
          len - lt < 9 &&
          !final &&
          ('<![CDATA['.startsWith(buf.slice(lt)) || '<!--'.startsWith(buf.slice(lt)))
        ) {
          break; // maybe CDATA or a comment: wait for more
        } else {
          // <!DOCTYPE, <!ENTITY, <!ELEMENT...: never read (billion laughs, XXE).
          throw corrupt('DTD declarations are not allowed');
        }
      } else {
        const next = this.#startTag(buf, lt, len);
        if (next === NEED_MORE) {
          if (final) throw corrupt('truncated start tag');
          break;
        }
        pos = next;
      }
    }
    this.#pos = pos;
  }

  /**
   * After the root element: whether the content at `pos` is more than whitespace, a comment or a
   * processing instruction (which the loop reads as usual). Waits (false) while a `<` at the end of
   * the buffer could still start a comment or PI.
   */
  #startsTrailingContent(buf: string, pos: number, len: number): boolean {
    let i = pos;
    while (i < len && isSpace(buf.charCodeAt(i))) i++;
    if (i >= len) return false;
    if (buf.charCodeAt(i) !== 60 /* < */) return true;
    if (len - i < 4) return !'<!--'.startsWith(buf.slice(i)) && !buf.startsWith('<?', i);
    return !buf.startsWith('<!--', i) && !buf.startsWith('<?', i);
  }

  /** Skips trailing content; a declaration in it (`<!DOCTYPE`, `<!ENTITY`...) is still refused. */
  #skipTrailing(buf: string, from: number, to: number): void {
    const text = this.#trailingTail + buf.slice(from, to);
    if (/<![A-Za-z]/.test(text)) throw corrupt('DTD declarations are not allowed');
    this.#trailingTail = text.slice(-2);
  }

  #textOutside(buf: string, from: number, to: number): void {
    for (let i = from; i < to; i++) {
      const code = buf.charCodeAt(i);
      if (!isSpace(code) && !(code === 0xfeff && i === 0)) throw corrupt('text outside the root element');
    }
  }

  /** The name between `start` and `end`, reusing the string of an earlier equal name (fewer allocations). */
  #name(buf: string, start: number, end: number): string {
    const length = end - start;
    const slot = ((buf.charCodeAt(start) << 2) ^ length) & 63;
    const cached = this.#names[slot];
    if (cached !== undefined && cached.length === length && buf.startsWith(cached, start)) return cached;
    const name = buf.slice(start, end);
    this.#names[slot] = name;
    return name;
  }

  /** The end tag at `lt` must close the innermost open element; returns the position after it. */
  #endTag(buf: string, lt: number, len: number): number {
    const stack = this.#stack;
    const open = stack[stack.length - 1];
    if (open === undefined) throw corrupt('end tag without an open element');
    let i = lt + 2 + open.length;
    if (i >= len) return NEED_MORE;
    if (!buf.startsWith(open, lt + 2)) throw corrupt(`end tag does not close <${open}>`);
    let code = buf.charCodeAt(i);
    while (isSpace(code)) {
      if (++i >= len) return NEED_MORE;
      code = buf.charCodeAt(i);
    }
    if (code !== 62 /* > */) throw corrupt(`end tag does not close <${open}>`);
    stack.pop();
    this.#handler.close(this.#localStack.pop()!);
    return i + 1;
  }

  /** Parses the start tag at `lt`; returns the position after it, or NEED_MORE. */
  #startTag(buf: string, lt: number, len: number): number {
    let i = lt + 1;
    let colon = -1;
    for (; i < len; i++) {
      const code = buf.charCodeAt(i);
      if (code === 58 /* : */) colon = i;
      else if (isSpace(code) || code === 47 || code === 62) break;
      else if (code === 60 || code === 34 || code === 39 || code === 61) throw corrupt('bad element name');
    }
    if (i >= len) return NEED_MORE;
    if (i === lt + 1) throw corrupt('bad element name');
    const name = this.#name(buf, lt + 1, i);
    const local = colon === -1 ? name : this.#name(buf, colon + 1, i);
    const attributes = this.#attributes;
    attributes.reset(buf);
    let selfClosing = false;
    for (;;) {
      let code = buf.charCodeAt(i);
      while (isSpace(code)) {
        if (++i >= len) return NEED_MORE;
        code = buf.charCodeAt(i);
      }
      if (code === 62 /* > */) {
        i++;
        break;
      }
      if (code === 47 /* / */) {
        if (i + 1 >= len) return NEED_MORE;
        if (buf.charCodeAt(i + 1) !== 62) throw corrupt('bad self-closing tag');
        selfClosing = true;
        i += 2;
        break;
      }
      // Attribute name up to `=` (spaces allowed before it).
      const nameStart = i;
      let attrColon = -1;
      let nameEnd = -1;
      for (;;) {
        if (i >= len) return NEED_MORE;
        code = buf.charCodeAt(i);
        if (code === 61 /* = */) break;
        if (isSpace(code)) {
          if (nameEnd === -1) nameEnd = i;
        } else if (
          nameEnd !== -1 ||
          code === 60 ||
          code === 62 ||
          code === 47 ||
          code === 34 ||
          code === 39
        ) {
          throw corrupt(`bad attribute in <${name}>`);
        } else if (code === 58) attrColon = i;
        i++;
      }
      if (nameEnd === -1) nameEnd = i;
      if (nameEnd === nameStart) throw corrupt(`bad attribute in <${name}>`);
      i++;
      for (;;) {
        if (i >= len) return NEED_MORE;
        code = buf.charCodeAt(i);
        if (!isSpace(code)) break;
        i++;
      }
      if (code !== 34 && code !== 39) throw corrupt(`unquoted attribute in <${name}>`);
      const close = buf.indexOf(code === 34 ? '"' : "'", i + 1);
      if (close === -1) return NEED_MORE;
      const isNamespace =
        buf.startsWith('xmlns', nameStart) && (nameEnd === nameStart + 5 || attrColon === nameStart + 5);
      if (!isNamespace) {
        attributes.add(attrColon === -1 ? nameStart : attrColon + 1, nameEnd, i + 1, close);
      }
      i = close + 1;
      if (i >= len) return NEED_MORE;
    }
    if (this.#stack.length === 0 && this.#sawRoot) throw corrupt('a second root element');
    this.#sawRoot = true;
    this.#handler.open(local, attributes);
    if (selfClosing) {
      this.#handler.close(local);
    } else {
      if (this.#stack.length >= MAX_DEPTH) throw corrupt('nesting too deep');
      this.#stack.push(name);
      this.#localStack.push(local);
    }
    return i;
  }
}

/** Tokenizes a whole document held in one string; says whether content followed the root element. */
export function parseXml(
  text: string,
  handler: XmlHandler,
  options?: XmlTokenizerOptions,
): { trailingContent: boolean } {
  const tokenizer = new XmlTokenizer(handler, options);
  tokenizer.write(text);
  tokenizer.end();
  return { trailingContent: tokenizer.trailingContent };
}

/** Decodes an xml part's bytes chunk by chunk: UTF-8, or UTF-16 when it starts with a byte order mark. */
export class XmlPartDecoder {
  #decoder: TextDecoder | undefined;

  decode(chunk: Uint8Array): string {
    if (this.#decoder === undefined) {
      const utf16 =
        chunk.length >= 2 && chunk[0] === 0xff && chunk[1] === 0xfe
          ? 'utf-16le'
          : chunk.length >= 2 && chunk[0] === 0xfe && chunk[1] === 0xff
            ? 'utf-16be'
            : 'utf-8';
      this.#decoder = new TextDecoder(utf16);
    }
    return this.#decoder.decode(chunk, { stream: true });
  }

  end(): string {
    return this.#decoder?.decode() ?? '';
  }
}
