import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ExportStatus, MailedExportInfo } from '@datacare/api-client/generated/types';
import { parseMail, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../e2e/support/smtp.ts';
import { insertBatch, insertExport } from '../../test/history-fixtures.ts';
import {
  call,
  createTestApp,
  createTestClock,
  signedInUser,
  signIn,
  type TestClock,
} from '../../test/test-app.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { outboxDir } from '../mail/mailer.ts';
import { MAIL_RETRY_MS } from './service.ts';

const DAY_MS = 24 * 60 * 60_000;
const LINK = /http:\/\/localhost:8080\/download\?token=([A-Za-z0-9_-]+)/;

let catcher: SmtpCatcher;
let clock: TestClock;
let app: FastifyInstance;
beforeEach(async () => {
  catcher = await startSmtpCatcher();
  clock = createTestClock();
  app = await createTestApp({ smtpUrl: catcher.url }, { clock });
});
afterEach(async () => {
  await app.close();
  await catcher.close();
});

function sendViaMail(cookie: string, batchId: string) {
  return call(app, '/backend/export/sendExportViaMail', { batchId }, { cookie });
}

function info(cookie: string, token: string) {
  return call(app, '/backend/export/getMailedExportInfo', { token }, { cookie });
}

function download(cookie: string, token: string) {
  return app.inject({
    method: 'GET',
    url: `/backend/export/getMailedExport?token=${token}`,
    headers: { cookie },
  });
}

function tokenOf(mail: CaughtMail): string {
  const found = LINK.exec(mail.text);
  expect(found, mail.text).not.toBeNull();
  return found![1]!;
}

/** What the export job does when it finishes an export: the file and the finished record. */
async function finish(id: number, content: string): Promise<void> {
  const dir = path.join(app.config.dataDir, 'exports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${id}.csv`), content);
  await app.db
    .updateTable('exports')
    .set({
      status: 'finished',
      stored_file: `${id}.csv`,
      finished_at: new Date(clock()).toISOString(),
      file_expires_at: new Date(clock() + 30 * DAY_MS).toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

describe('sendExportViaMail and the mailed link', () => {
  it('mails the link of a finished export at once; only its owner opens it, until it expires', async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app);
    const batchId = await insertBatch(app, anna.user.id, { tag: 'Kunden Süd' });
    const id = await insertExport(app, {
      userId: anna.user.id,
      batchId,
      name: 'Kunden Süd',
      content: 'Firma\r\nA\r\n',
    });

    const res = await sendViaMail(anna.cookie, batchId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ExportStatus>()).toEqual({
      state: 'finished',
      exportInQueue: false,
      sendDownloadLink: true,
      exportFileType: 'csv',
      pressedSendMail: true,
      showMailNotice: true,
      exportId: id,
      fileName: 'Kunden Süd.csv',
      numCharged: 8,
    });
    const mail = await catcher.waitForMail();
    expect(mail.to).toEqual([anna.email]);
    expect(mail.subject).toBe('Ihr Export „Kunden Süd“ steht zum Download bereit');
    const token = tokenOf(mail);
    expect(token).toHaveLength(43); // 32 random bytes, base64url

    const expected: MailedExportInfo = {
      exportId: id,
      name: 'Kunden Süd',
      fileName: 'Kunden Süd.csv',
      expiresAt: new Date(clock() + 7 * DAY_MS).toISOString(),
      expired: false,
      fileAvailable: true,
    };
    expect((await info(anna.cookie, token)).json()).toEqual(expected);
    const file = await download(anna.cookie, token);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Firma\r\nA\r\n');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Kunden%20S%C3%BCd.csv");

    // Another user, an unknown token: not found. A malformed one: 400. No session: 401.
    expect((await info(jonas.cookie, token)).statusCode).toBe(404);
    expect((await download(jonas.cookie, token)).statusCode).toBe(404);
    expect((await download(jonas.cookie, token)).body).not.toContain('Firma');
    expect((await info(anna.cookie, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await info(anna.cookie, 'kurz')).statusCode).toBe(400);
    expect((await call(app, '/backend/export/getMailedExportInfo', { token })).statusCode).toBe(401);

    // A second press sends no second mail.
    expect((await sendViaMail(anna.cookie, batchId)).statusCode).toBe(200);
    await app.exportHistory.settled();
    expect(await app.exportHistory.deliverPendingMails()).toBe(0);
    expect(catcher.messages).toHaveLength(1);

    // Seven days later the link has expired: the page says so, the download answers 410.
    clock.advance(7 * DAY_MS);
    const cookie = await signIn(app, anna.email);
    expect((await info(cookie, token)).json()).toEqual({ ...expected, expired: true });
    const expired = await download(cookie, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0]).toEqual({
      type: 'link_expired',
      message:
        'Dieser Download-Link ist abgelaufen. Sie finden die Datei unter „Letzte Exporte“, solange sie aufbewahrt wird.',
    });
  });

  it("writes the mail in the user's language", async () => {
    const claire = await signedInUser(app, { language: 'fr' });
    const batchId = await insertBatch(app, claire.user.id, { tag: 'Clients' });
    await insertExport(app, { userId: claire.user.id, batchId, name: 'Clients' });
    await sendViaMail(claire.cookie, batchId);
    const mail = await catcher.waitForMail();
    expect(mail.subject).toBe('Votre export « Clients » est prêt à être téléchargé');
    expect(mail.text).toMatch(/^Bonjour Anna Schmidt,/);
  });

  it("mails a queued export when it finishes: by the export job's call, once, or by the sweep", async () => {
    const anna = await signedInUser(app);
    const batchId = await insertBatch(app, anna.user.id);
    const queued = await insertExport(app, { userId: anna.user.id, batchId, status: 'queued' });
    const res = await sendViaMail(anna.cookie, batchId);
    expect(res.json<ExportStatus>()).toMatchObject({
      state: 'queued',
      exportInQueue: true,
      pressedSendMail: true,
      showMailNotice: true,
      sendDownloadLink: true,
      exportId: queued,
    });
    await app.exportHistory.settled();
    expect(await app.exportHistory.deliverExportMail(queued)).toBe(false); // not finished yet
    expect(await app.exportHistory.deliverPendingMails()).toBe(0);
    expect(catcher.messages).toHaveLength(0);

    await finish(queued, 'erste Datei');
    expect(await app.exportHistory.deliverExportMail(queued)).toBe(true);
    expect(await app.exportHistory.deliverExportMail(queued)).toBe(false);
    const first = await catcher.waitForMail();
    expect((await download(anna.cookie, tokenOf(first))).body).toBe('erste Datei');

    // The job finished the next one without calling: the sweep sends it.
    const second = await insertExport(app, { userId: anna.user.id, batchId, status: 'running' });
    await sendViaMail(anna.cookie, batchId);
    await finish(second, 'zweite Datei');
    expect(await app.exportHistory.deliverPendingMails()).toBe(1);
    const mail = await catcher.waitForMail((m) => m !== first);
    expect((await download(anna.cookie, tokenOf(mail))).body).toBe('zweite Datei');
    expect(catcher.messages).toHaveLength(2);
  });

  it('says when the file was removed by retention while the link is valid', async () => {
    const anna = await signedInUser(app);
    const batchId = await insertBatch(app, anna.user.id);
    await insertExport(app, { userId: anna.user.id, batchId, retentionDays: 1 });
    await sendViaMail(anna.cookie, batchId);
    const token = tokenOf(await catcher.waitForMail());
    clock.advance(DAY_MS);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(1);
    const cookie = await signIn(app, anna.email);
    expect((await info(cookie, token)).json()).toMatchObject({ expired: false, fileAvailable: false });
    const gone = await download(cookie, token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0].type).toBe('file_expired');
    // Asking to mail it again now is refused with the same reason.
    const again = await sendViaMail(cookie, batchId);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].type).toBe('file_expired');
  });

  it("refuses another user's batch (404), an account without e-mail and an import without export (400)", async () => {
    const anna = await signedInUser(app, { language: 'en' });
    const jonas = await signedInUser(app);
    const batchId = await insertBatch(app, anna.user.id);
    await insertExport(app, { userId: anna.user.id, batchId, status: 'queued' });

    const foreign = await sendViaMail(jonas.cookie, batchId);
    expect(foreign.statusCode).toBe(404);
    const status = await app.db
      .selectFrom('exports')
      .select(['delivery'])
      .where('batch_id', '=', batchId)
      .execute();
    expect(status).toEqual([{ delivery: 'download' }]);
    expect((await sendViaMail(jonas.cookie, 'gibt-es-nicht')).statusCode).toBe(404);
    expect((await call(app, '/backend/export/sendExportViaMail', { batchId })).statusCode).toBe(401);

    const empty = await insertBatch(app, anna.user.id);
    const none = await sendViaMail(anna.cookie, empty);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({
      type: 'no_export_to_mail',
      message: 'This import has no running or finished export that could be sent by e-mail.',
    });
    const failed = await insertBatch(app, anna.user.id);
    await insertExport(app, { userId: anna.user.id, batchId: failed, status: 'failed' });
    expect((await sendViaMail(anna.cookie, failed)).json().errors[0].type).toBe('no_export_to_mail');

    await app.db.updateTable('users').set({ email: null }).where('id', '=', anna.user.id).execute();
    const noAddress = await sendViaMail(anna.cookie, batchId);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors[0]).toEqual({
      type: 'mail_no_address',
      message: 'Your account has no e-mail address, so the link cannot be sent by e-mail.',
    });
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail with the link to DATA_DIR/outbox', async () => {
    const outboxApp = await createTestApp({}, { clock });
    try {
      const anna = await signedInUser(outboxApp);
      const batchId = await insertBatch(outboxApp, anna.user.id);
      await insertExport(outboxApp, { userId: anna.user.id, batchId, content: 'aus dem Postausgang' });
      const res = await call(
        outboxApp,
        '/backend/export/sendExportViaMail',
        { batchId },
        { cookie: anna.cookie },
      );
      expect(res.statusCode).toBe(200);
      await outboxApp.exportHistory.settled();
      const dir = outboxDir(outboxApp.config.dataDir);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const mail = parseMail(readFileSync(path.join(dir, files[0]!), 'utf8'));
      const token = LINK.exec(mail.text)![1]!;
      const file = await outboxApp.inject({
        method: 'GET',
        url: `/backend/export/getMailedExport?token=${token}`,
        headers: { cookie: anna.cookie },
      });
      expect(file.body).toBe('aus dem Postausgang');
    } finally {
      await outboxApp.close();
    }
  });
});

describe('a failed send', () => {
  it('is tried again by the sweep after a while, and then sent once', async () => {
    const sent: OutgoingMail[] = [];
    let failures = 1;
    const flaky: Mailer = {
      async send(mail) {
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(mail);
        return { messageId: `<${sent.length}@test>`, file: null };
      },
      close() {},
    };
    const flakyApp = await createTestApp({}, { clock, mailer: flaky });
    try {
      const anna = await signedInUser(flakyApp);
      const batchId = await insertBatch(flakyApp, anna.user.id);
      await insertExport(flakyApp, { userId: anna.user.id, batchId });
      await call(flakyApp, '/backend/export/sendExportViaMail', { batchId }, { cookie: anna.cookie });
      await flakyApp.exportHistory.settled();
      expect(sent).toHaveLength(0);
      expect(await flakyApp.exportHistory.deliverPendingMails()).toBe(0); // not yet
      clock.advance(MAIL_RETRY_MS + 1);
      expect(await flakyApp.exportHistory.deliverPendingMails()).toBe(1);
      expect(await flakyApp.exportHistory.deliverPendingMails()).toBe(0);
      expect(sent).toHaveLength(1);
      const links = await flakyApp.db.selectFrom('mail_links').select(['sent_at']).execute();
      expect(links).toEqual([{ sent_at: expect.any(String) }]); // the unsent link of the failure is gone
    } finally {
      await flakyApp.close();
    }
  });
});
