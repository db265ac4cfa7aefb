/**
 * The texts of the mails the server sends, in German, English and French (formal address). Each
 * mail is plain text plus the same content as simple HTML; every value from the user (the export's
 * name, the file name) is escaped in the HTML.
 */
import type { Language } from '../http/language.ts';

export interface ExportLinkMailValues {
  /** The recipient's name as the account has it ('Anna Schmidt'); empty for none. */
  fullName: string;
  /** The export's name (the import's tag). */
  exportName: string;
  fileName: string;
  /** PUBLIC_URL/download?token=… */
  link: string;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface ExportLinkTexts {
  subject: (name: string) => string;
  greeting: (fullName: string) => string;
  ready: (name: string, fileName: string) => string;
  action: string;
  validity: (until: string) => string;
  closing: string;
  signature: string;
}

const EXPORT_LINK: Record<Language, ExportLinkTexts> = {
  de: {
    subject: (name) => `Ihr Export „${name}“ steht zum Download bereit`,
    greeting: (fullName) => (fullName ? `Guten Tag ${fullName},` : 'Guten Tag,'),
    ready: (name, fileName) => `Ihr Export „${name}“ (${fileName}) ist fertig.`,
    action: 'Über diesen Link laden Sie die Datei herunter:',
    validity: (until) =>
      `Der Link ist bis ${until} gültig und öffnet die Datei nur, wenn Sie mit Ihrem Konto angemeldet sind.`,
    closing: 'Mit freundlichen Grüßen',
    signature: 'Ihr Datacare-Team',
  },
  en: {
    subject: (name) => `Your export "${name}" is ready to download`,
    greeting: (fullName) => (fullName ? `Hello ${fullName},` : 'Hello,'),
    ready: (name, fileName) => `Your export "${name}" (${fileName}) is ready.`,
    action: 'Download the file with this link:',
    validity: (until) =>
      `The link works until ${until} and opens the file only when you are signed in with your account.`,
    closing: 'Kind regards',
    signature: 'Your Datacare team',
  },
  fr: {
    subject: (name) => `Votre export « ${name} » est prêt à être téléchargé`,
    greeting: (fullName) => (fullName ? `Bonjour ${fullName},` : 'Bonjour,'),
    ready: (name, fileName) => `Votre export « ${name} » (${fileName}) est prêt.`,
    action: 'Téléchargez le fichier avec ce lien :',
    validity: (until) =>
      `Le lien est valable jusqu'au ${until} et n'ouvre le fichier que si vous êtes connecté(e) avec votre compte.`,
    closing: 'Cordialement',
    signature: "L'équipe Datacare",
  },
};

/** Times in mails are written for the provider's users: German time. */
const MAIL_TIME_ZONE = 'Europe/Berlin';

function formatTime(lang: Language, ms: number): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MAIL_TIME_ZONE,
  }).format(ms);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The mail with the download link of a finished export, in the recipient's language. */
export function exportLinkMail(lang: Language, values: ExportLinkMailValues): MailContent {
  const t = EXPORT_LINK[lang];
  const until = formatTime(lang, values.expiresAt);
  const paragraphs = [
    t.greeting(values.fullName),
    t.ready(values.exportName, values.fileName),
    t.action,
    values.link,
    t.validity(until),
    `${t.closing}\n${t.signature}`,
  ];
  const e = escapeHtml;
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${e(t.subject(values.exportName))}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5;">',
    `<p>${e(t.greeting(values.fullName))}</p>`,
    `<p>${e(t.ready(values.exportName, values.fileName))}</p>`,
    `<p>${e(t.action)}<br><a href="${e(values.link)}">${e(values.link)}</a></p>`,
    `<p>${e(t.validity(until))}</p>`,
    `<p>${e(t.closing)}<br>${e(t.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t.subject(values.exportName), text: paragraphs.join('\n\n') + '\n', html };
}
