/**
 * The company lists' own error texts in German, English and French (docs/lists.md), and the error
 * that sends them: a ListError is an HttpError whose message is looked up in the caller's
 * language when it is sent, like every other server message.
 */
import { HttpError, type ErrorBody } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { message } from '../http/messages.ts';

const de = {
  forbidden_target1: 'Ihr Konto hat keinen Zugang zu TARGET 1.',
  lists_matching_not_finished:
    'Der Abgleich ist noch nicht abgeschlossen; die Firmen können erst danach in eine Liste übernommen werden.',
  lists_unavailable:
    'Die Firmenlisten sind gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  lists_no_email:
    'Für Ihr Konto ist keine E-Mail-Adresse hinterlegt; ohne sie können keine Firmenlisten im verbundenen Produkt geführt werden.',
  lists_change_failed:
    'Die Firmenliste konnte nicht geändert werden; es wurde nichts geändert. Bitte versuchen Sie es erneut.',
};

type ListMessageKey = keyof typeof de;

const en: Record<ListMessageKey, string> = {
  forbidden_target1: 'Your account has no access to TARGET 1.',
  lists_matching_not_finished:
    'Matching has not finished yet; the companies can be put on a list only afterwards.',
  lists_unavailable: 'The company lists cannot be reached right now. Please try again in a few minutes.',
  lists_no_email:
    'Your account has no e-mail address; without one, no company lists can be kept in the connected product.',
  lists_change_failed: 'The company list could not be changed; nothing was changed. Please try again.',
};

const fr: Record<ListMessageKey, string> = {
  forbidden_target1: "Votre compte n'a pas accès à TARGET 1.",
  lists_matching_not_finished:
    "La comparaison n'est pas encore terminée ; les entreprises ne pourront être ajoutées à une liste qu'ensuite.",
  lists_unavailable:
    "Les listes d'entreprises sont injoignables pour le moment. Veuillez réessayer dans quelques minutes.",
  lists_no_email:
    "Votre compte n'a pas d'adresse e-mail ; sans elle, aucune liste d'entreprises ne peut être tenue dans le produit connecté.",
  lists_change_failed:
    "La liste d'entreprises n'a pas pu être modifiée ; rien n'a été modifié. Veuillez réessayer.",
};

export const listMessages: Record<Language, Record<ListMessageKey, string>> = { de, en, fr };
export type { ListMessageKey };

/** An HttpError whose message is written in the caller's language when it is sent. */
export class ListError extends HttpError {
  readonly #text: (lang: Language) => string;

  constructor(statusCode: number, type: string, text: (lang: Language) => string) {
    super(statusCode, type);
    this.name = 'ListError';
    this.#text = text;
  }

  override body(lang: Language): ErrorBody {
    return { errors: [{ type: this.type, message: this.#text(lang) }] };
  }
}

/** 403 `forbidden`: the account lacks target 1 access (spec 6). */
export function forbiddenTarget1(): ListError {
  return new ListError(403, 'forbidden', (lang) => listMessages[lang].forbidden_target1);
}

/**
 * 412 `matching_not_finished` (PreconditionFailed, as the file export and the statistics): a list
 * takes the batch's companies only once matching has finished.
 */
export function matchingNotFinished(): ListError {
  return new ListError(
    412,
    'matching_not_finished',
    (lang) => listMessages[lang].lists_matching_not_finished,
  );
}

/**
 * 502 `service_unavailable` (the contract's BadGateway): the remote prospecting product failed
 * (unreachable, timed out, refused the token, answered something unreadable); nothing was changed
 * here (docs/lists.md).
 */
export function listsUnavailable(): ListError {
  return new ListError(502, 'service_unavailable', (lang) => listMessages[lang].lists_unavailable);
}

/**
 * 500 `list_change_failed`: the job that changes a list failed unexpectedly (logged); its change
 * is one transaction, so nothing of it was written.
 */
export function listChangeFailed(): ListError {
  return new ListError(500, 'list_change_failed', (lang) => listMessages[lang].lists_change_failed);
}

/** 400 `lists_no_email`: the remote product names its users by e-mail, and this account has none. */
export function listsNoEmail(): ListError {
  return new ListError(400, 'lists_no_email', (lang) => listMessages[lang].lists_no_email);
}

/** 400 `validation_error` for a field the schema cannot require on its own (remove without listId). */
export function fieldRequired(field: string): ListError {
  return new ListError(400, 'validation_error', (lang) =>
    message(lang, 'validation_error', { details: message(lang, 'field.required', { field }) }),
  );
}

/** 400 `validation_error` for a list name that is too short once trimmed ('   ' passes minLength 3). */
export function nameTooShort(field: string, limit: number): ListError {
  return new ListError(400, 'validation_error', (lang) =>
    message(lang, 'validation_error', { details: message(lang, 'field.minLength', { field, limit }) }),
  );
}
