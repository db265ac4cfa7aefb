import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMail, startSmtpCatcher, type SmtpCatcher } from '../../../e2e/support/smtp.ts';
import { createTestClock } from '../../test/test-app.ts';
import { createMailer, outboxDir, type MailLog } from './mailer.ts';
import { exportLinkMail } from './templates.ts';

const LINK = 'http://localhost:8080/download?token=AbC-123_xyzAbC-123_xyzAbC-123_xyzAbC-123_xy';
const values = {
  fullName: 'Anna Schmidt',
  exportName: 'Kunden <Süd> & Co',
  fileName: 'Kunden Süd.xlsx',
  link: LINK,
  expiresAt: Date.parse('2026-03-09T09:00:00Z'),
};

function capturingLog(): MailLog & { lines: { details: Record<string, unknown>; message: string }[] } {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return { lines, info: (details, message) => lines.push({ details, message }) };
}

describe('export link mail texts', () => {
  it('writes German, English and French with the link, the expiry and the escaped name', () => {
    const de = exportLinkMail('de', values);
    expect(de.subject).toBe('Ihr Export „Kunden <Süd> & Co“ steht zum Download bereit');
    expect(de.text).toBe(
      [
        'Guten Tag Anna Schmidt,',
        'Ihr Export „Kunden <Süd> & Co“ (Kunden Süd.xlsx) ist fertig.',
        'Über diesen Link laden Sie die Datei herunter:',
        LINK,
        'Der Link ist bis 9. März 2026 um 10:00 gültig und öffnet die Datei nur, wenn Sie mit Ihrem Konto angemeldet sind.',
        'Mit freundlichen Grüßen\nIhr Datacare-Team',
      ].join('\n\n') + '\n',
    );
    expect(de.html).toContain('Kunden &lt;Süd&gt; &amp; Co');
    expect(de.html).not.toContain('<Süd>');
    expect(de.html).toContain(`<a href="${LINK}">${LINK}</a>`);
    expect(exportLinkMail('en', values).subject).toBe('Your export "Kunden <Süd> & Co" is ready to download');
    expect(exportLinkMail('en', values).text).toContain('The link works until March 9, 2026 at 10:00 AM');
    expect(exportLinkMail('fr', values).text).toContain("Le lien est valable jusqu'au 9 mars 2026 à 10:00");
    expect(exportLinkMail('fr', { ...values, fullName: '' }).text.startsWith('Bonjour,\n')).toBe(true);
  });
});

describe('mailer', () => {
  let catcher: SmtpCatcher;
  beforeEach(async () => {
    catcher = await startSmtpCatcher();
  });
  afterEach(async () => {
    await catcher.close();
  });

  it('sends through SMTP_URL from MAIL_FROM; the mail arrives with its text, HTML and link', async () => {
    const log = capturingLog();
    const mailer = createMailer({
      smtpUrl: catcher.url,
      from: 'Datacare <noreply@datacare.example>',
      dataDir: mkdtempSync(path.join(tmpdir(), 'datacare-mail-')),
      clock: createTestClock(),
      log,
    });
    try {
      const sent = await mailer.send({ to: 'anna@firma.de', ...exportLinkMail('de', values) });
      expect(sent.file).toBeNull();
      const mail = await catcher.waitForMail();
      expect(mail.from).toBe('noreply@datacare.example');
      expect(mail.to).toEqual(['anna@firma.de']);
      expect(mail.subject).toBe('Ihr Export „Kunden <Süd> & Co“ steht zum Download bereit');
      expect(mail.text).toContain(`\n${LINK}\n`);
      expect(mail.html).toContain(`<a href="${LINK}">`);
      expect(log.lines[0]).toMatchObject({ message: 'mail sent', details: { to: 'anna@firma.de' } });
    } finally {
      mailer.close();
    }
  });

  it('keeps a subject on one line whatever the name holds', async () => {
    const mailer = createMailer({
      smtpUrl: catcher.url,
      from: 'noreply@datacare.example',
      dataDir: tmpdir(),
      clock: createTestClock(),
      log: capturingLog(),
    });
    try {
      await mailer.send({
        to: 'anna@firma.de',
        subject: 'Export\r\nBcc: jeder@example.org',
        text: 'x',
        html: 'x',
      });
      const mail = await catcher.waitForMail();
      expect(mail.subject).toBe('Export Bcc: jeder@example.org');
      expect(mail.to).toEqual(['anna@firma.de']);
      expect(mail.raw).not.toMatch(/^Bcc:/m);
    } finally {
      mailer.close();
    }
  });

  it('writes an .eml to DATA_DIR/outbox without SMTP_URL and names it in the log', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'datacare-mail-'));
    const log = capturingLog();
    const mailer = createMailer({
      smtpUrl: null,
      from: 'Datacare <noreply@datacare.example>',
      dataDir,
      clock: createTestClock(),
      log,
    });
    const sent = await mailer.send({ to: 'anna@firma.de', ...exportLinkMail('en', values) });
    const files = readdirSync(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^20260302T090000Z-[0-9a-f]{8}\.eml$/);
    expect(sent.file).toBe(path.join(outboxDir(dataDir), files[0]!));
    expect(statSync(sent.file!).mode & 0o077).toBe(0);
    expect(log.lines[0]!.message).toContain(sent.file!);
    const raw = readFileSync(sent.file!, 'utf8');
    expect(raw).toMatch(/^To: anna@firma\.de\r$/m);
    expect(raw).toMatch(/^From: Datacare <noreply@datacare\.example>\r$/m);
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Your export "Kunden <Süd> & Co" is ready to download');
    expect(mail.text).toContain(`\n${LINK}\n`);
  });
});
