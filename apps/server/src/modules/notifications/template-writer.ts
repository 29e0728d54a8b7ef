import type { Language } from '@toolyard/shared';
import { translate } from '../../lib/translate.js';
import type { Written } from './model-writer.js';

/**
 * Without a model: the admin's own words, framed as a proper e-mail in the UI language and
 * signed with the organization's name. The subject is the request's first sentence.
 */
export const writeWithTemplate = (input: {
  organizationName: string;
  language: Language;
  prompt: string;
}): Written => {
  const t = (key: string) => translate(input.language, key);
  const text = input.prompt.trim();
  const firstSentence = text
    .split(/(?<=[.!?])\s|\n/)[0]!
    .replace(/[.!?]+$/, '')
    .trim();
  const subject =
    firstSentence.length > 0 && firstSentence.length <= 80
      ? firstSentence
      : `${t('notificationTemplate.subjectPrefix')}: ${firstSentence.slice(0, 60).trimEnd()}…`;
  const body = [
    t('notificationTemplate.greeting'),
    '',
    text,
    '',
    t('notificationTemplate.closing'),
    input.organizationName,
  ].join('\n');
  return { subject, body };
};
