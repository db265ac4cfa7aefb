import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** German is the product's default language (spec section 1). */
export const DEFAULT_LANGUAGE: Language = 'de';

function supported(value: string | undefined): Language | undefined {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((lang) => lang === short);
}

/** What the language choice reads from a request; `user` is set by the auth guard once signed in. */
export type LanguageSource = Pick<FastifyRequest, 'query' | 'headers'> & {
  user?: { language: string } | null;
};

/**
 * The language a server message is written in: the `lang` query flag (an explicit choice for this
 * request, e.g. integration mode), then the signed-in user's language, then Accept-Language by
 * preference, then German.
 */
export function requestLanguage(request: LanguageSource): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? supported(query.lang) : undefined;
  if (fromQuery) return fromQuery;
  const fromUser = request.user ? supported(request.user.language) : undefined;
  if (fromUser) return fromUser;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part, index) => {
        const [tag, ...params] = part.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
      })
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const lang = supported(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
