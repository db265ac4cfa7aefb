import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received, with its plain-text and HTML parts decoded. */
export interface CaughtMail {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO of the envelope. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** The message as received (RFC 5322). */
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`: the server's SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  messages: CaughtMail[];
  /** The first mail (received so far or later) that the predicate accepts; rejects after `timeoutMs`. */
  waitForMail(predicate?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * An SMTP server in the test process (the `smtp-server` package) on a free port of 127.0.0.1: it
 * accepts every mail without authentication or TLS and keeps it, decoded, for the test to read
 * (issue 13: the mailed download link is received and followed). Start the product with
 * `SMTP_URL` set to `url`.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ ...parseMail(raw), from, to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(predicate = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a message or a MIME part into its unfolded headers (lower-case names) and body. */
function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The subject and the text and HTML bodies of a message (single part or multipart, one level deep or more). */
export function parseMail(raw: string): Pick<CaughtMail, 'subject' | 'text' | 'html'> {
  const top = splitPart(raw);
  let text = '';
  let html: string | null = null;
  const visit = (part: Part) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const pieces = part.body.split(`--${boundary}`);
      // Between the preamble and the closing `--boundary--` line.
      for (const piece of pieces.slice(1)) {
        if (piece.startsWith('--')) break;
        visit(splitPart(piece.replace(/^\n/, '')));
      }
      return;
    }
    if (/^text\/html/i.test(type)) html = decodeBody(part);
    else if (/^text\/plain/i.test(type) && text === '') text = decodeBody(part);
  };
  visit(top);
  return { subject: decodeHeader(top.headers.get('subject') ?? ''), text, html };
}
