/**
 * Sending mail (docs/exports.md, Delivery): nodemailer over SMTP when `SMTP_URL` is set; without
 * it the message is written as an .eml file to DATA_DIR/outbox/ and the log names the file, so a
 * installation without a mail server still shows what would have been sent (open the file in a
 * mail program) and the download link in it works.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../system/clock.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text body; every mail has one. */
  text: string;
  /** The same content as simple HTML. */
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml written to DATA_DIR/outbox when no SMTP server is configured; else null. */
  file: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** Where the mailer reports what it did (the app's logger, or a test's). */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials; null writes to the outbox. */
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  clock: Clock;
  log: MailLog;
}

/** The folder mails go to when no SMTP server is configured. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Line breaks and other control characters would end a header: a subject is one line. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  if (options.smtpUrl !== null) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({
          ...mail,
          subject: oneLine(mail.subject),
          from: options.from,
        });
        log.info({ to: mail.to, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId, file: null };
      },
      close: () => transport.close(),
    };
  }
  // Composes the message exactly as SMTP would carry it, into a buffer instead of a connection.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await composer.sendMail({ ...mail, subject: oneLine(mail.subject), from: options.from });
      const dir = outboxDir(options.dataDir);
      await mkdir(dir, { recursive: true });
      const stamp = new Date(options.clock())
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, file }, `no SMTP_URL configured: mail written to ${file}`);
      return { messageId: info.messageId, file };
    },
    close: () => composer.close(),
  };
}
