import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { ErrorBody, ErrorItem } from '@datacare/api-client/generated/types';
import { requestLanguage, type Language } from './language.ts';
import { message, pluralMessage, serverMessages, type MessageKey, type PluralKey } from './messages.ts';

/** The standard error body `{"errors":[{"type","message"}]}` every failure answers with, and its items (openapi.yaml). */
export type { ErrorBody, ErrorItem };

/**
 * A failure a user or client can cause. `type` is the stable machine code; the message is looked
 * up in the caller's language when the error is sent: `key` (default: the type, when the catalogue
 * has it) or, for counted messages, `plural` ("Noch 1 Versuch" / "Noch 3 Versuche").
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly type: string;
  readonly key: MessageKey | null;
  readonly plural: { key: PluralKey; count: number } | null;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly extra: Omit<ErrorItem, 'type' | 'message'>;

  constructor(
    statusCode: number,
    type: string,
    options: {
      key?: MessageKey;
      plural?: { key: PluralKey; count: number };
      params?: Record<string, string | number>;
      message?: string;
      headers?: Record<string, string>;
      extra?: Omit<ErrorItem, 'type' | 'message'>;
    } = {},
  ) {
    super(options.message ?? type);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.type = type;
    this.key = options.key ?? (Object.hasOwn(serverMessages.de, type) ? (type as MessageKey) : null);
    this.plural = options.plural ?? null;
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  body(lang: Language): ErrorBody {
    const text = this.plural
      ? pluralMessage(lang, this.plural.key, this.plural.count, this.params)
      : this.key
        ? message(lang, this.key, this.params)
        : this.message;
    return { errors: [{ type: this.type, message: text, ...this.extra }] };
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Turns Ajv's findings into one readable, translated sentence per problem. */
export function describeValidation(lang: Language, errors: ErrorObject[], part: string): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const error of errors) {
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || part;
    const params = error.params as Record<string, unknown>;
    let text: string;
    switch (error.keyword) {
      case 'required':
        text = message(lang, 'field.required', {
          field: [error.instancePath.replace(/^\//, '').replace(/\//g, '.'), params.missingProperty]
            .filter(Boolean)
            .join('.'),
        });
        break;
      case 'additionalProperties':
        text = message(lang, 'field.additional', {
          field: [error.instancePath.replace(/^\//, '').replace(/\//g, '.'), params.additionalProperty]
            .filter(Boolean)
            .join('.'),
        });
        break;
      case 'type':
        text = message(lang, 'field.type', { field: base, type: String(params.type) });
        break;
      case 'maxLength':
      case 'minLength':
      case 'minimum':
      case 'maximum':
        text = message(lang, `field.${error.keyword}`, { field: base, limit: Number(params.limit) });
        break;
      case 'pattern':
        text = message(lang, 'field.pattern', { field: base });
        break;
      case 'enum':
        text = message(lang, 'field.enum', {
          field: base,
          values: (params.allowedValues as unknown[] | undefined)?.map(String).join(', ') ?? '',
        });
        break;
      case 'format':
        text = message(lang, 'field.format', { field: base, format: String(params.format) });
        break;
      default:
        text = message(lang, 'field.other', { field: base, reason: error.message ?? error.keyword });
    }
    if (!seen.has(text)) {
      seen.add(text);
      parts.push(text);
    }
  }
  return parts.join('; ');
}

/** Maps Fastify's own error codes onto our error types. */
function fromFastifyError(
  error: FastifyError,
  lang: Language,
  bodyLimit: number,
): { status: number; body: ErrorBody } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: new HttpError(415, 'unsupported_media_type', {
          params: { type: '?', expected: 'application/json' },
        }).body(lang),
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return {
        status: 413,
        body: new HttpError(413, 'payload_too_large', { params: { limit: formatBytes(bodyLimit) } }).body(
          lang,
        ),
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: new HttpError(400, 'invalid_json').body(lang) };
    default:
      break;
  }
  // secure-json-parse rejects __proto__ / constructor.prototype with a SyntaxError and status 400.
  if (error instanceof SyntaxError && /prototype|__proto__|constructor/i.test(error.message)) {
    return { status: 400, body: new HttpError(400, 'forbidden_property').body(lang) };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: new HttpError(400, 'invalid_json').body(lang) };
  }
  return null;
}

/**
 * Installs the error and not-found handlers: every failure leaves the server as the standard error
 * body in the caller's language; unexpected errors are logged and answered without internals.
 */
export function installErrorHandlers(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    if (error instanceof HttpError) {
      if (error.statusCode >= 500 && error.statusCode !== 501)
        request.log.error({ err: error }, 'request failed');
      return reply.code(error.statusCode).headers(error.headers).send(error.body(lang));
    }
    if (error.validation) {
      const details = describeValidation(
        lang,
        error.validation as ErrorObject[],
        error.validationContext ?? 'body',
      );
      return reply.code(400).send(new HttpError(400, 'validation_error', { params: { details } }).body(lang));
    }
    const mapped = fromFastifyError(error, lang, options.bodyLimit);
    if (mapped) return reply.code(mapped.status).send(mapped.body);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(error.statusCode)
        .send({ errors: [{ type: error.code ?? 'bad_request', message: error.message }] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(new HttpError(500, 'internal_error').body(lang));
  });
}
