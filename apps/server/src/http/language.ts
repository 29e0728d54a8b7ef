import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, languageFromTag, type Language } from '@toolyard/shared';

/** The caller's language from Accept-Language (the web client sends the UI language). */
export const requestLanguage = (request: FastifyRequest): Language => {
  const header = request.headers['accept-language'];
  if (!header) return FALLBACK_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};
