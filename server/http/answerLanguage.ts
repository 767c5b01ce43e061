// The API answers in the caller's language where the brand's seed.json gives its texts in it: the server seeds the
// base-language texts, and here, on the way out, every string of a JSON answer that is exactly one of them becomes
// that language's text (whole strings only, so nothing else changes). The caller's language is the first tag of
// Accept-Language (en-US finds en). No header, the base language or one the seed does not give: the answer as is.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Per language, each base-language text and its text in that language (seedTranslations in ../brandSeed.ts). */
export type Translations = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The seed's words for an Accept-Language header: its first tag, exactly or by its primary language; or none. */
export function wordsFor(translations: Translations, header: string | undefined): ReadonlyMap<string, string> | undefined {
  const tag = header?.split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  if (!tag) return undefined;
  const primary = tag.split('-')[0];
  let fallback: ReadonlyMap<string, string> | undefined;
  for (const [lang, words] of translations) {
    const own = lang.toLowerCase();
    if (own === tag) return words;
    if (own === primary) fallback = words;
  }
  return fallback;
}

/** The value with every string that is a key of `words` replaced; the same object where nothing is (no copy). */
function translate(value: unknown, words: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return words.get(value) ?? value;
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = translate(item, words);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = translate(item, words);
    if (next !== item) (out ??= { ...value })[key] = next;
  }
  return out ?? value;
}

/** Adds a name to Vary, keeping what another hook (CORS: Origin) put there. */
function vary(reply: FastifyReply, name: string): void {
  const now = reply.getHeader('vary');
  reply.header('Vary', now ? `${String(now)}, ${name}` : name);
}

export function registerAnswerLanguage(app: FastifyInstance, translations: Translations): void {
  if (translations.size === 0) return; // a seed in one language: answers never vary
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!request.url.startsWith('/api/')) return payload;
    vary(reply, 'Accept-Language');
    const words = wordsFor(translations, request.headers['accept-language']);
    return words ? translate(payload, words) : payload;
  });
}
