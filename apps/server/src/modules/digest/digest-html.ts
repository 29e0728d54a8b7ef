import { intlLocaleOf } from '@toolyard/shared';
import type { DigestLine, DigestParts } from './write-digest.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Item names and the organization's name are its users' text: never markup in a mail. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const itemHtml = (item: DigestLine) => {
  const name = escapeHtml(item.name);
  const linked = item.url ? `<a href="${escapeHtml(item.url)}">${name}</a>` : name;
  return `<li>${linked}: ${escapeHtml(item.reasons)}</li>`;
};

/**
 * The digest's HTML part: the same words as the plain text, each item's name a link to its page.
 * Plain markup with no styles or images, so every mail program shows it the same, and nothing is
 * loaded from anywhere when it is opened.
 */
export const digestHtml = (parts: DigestParts, subject: string) => {
  const body = [
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    ...parts.sections.flatMap((section) => [
      `<h2>${escapeHtml(section.title)}</h2>`,
      `<ul>${section.items.map(itemHtml).join('')}</ul>`,
      ...(section.more ? [`<p>${escapeHtml(section.more)}</p>`] : []),
    ]),
    ...(parts.open
      ? [`<p><a href="${escapeHtml(parts.open.url)}">${escapeHtml(parts.open.text)}</a></p>`]
      : []),
    `<p>${escapeHtml(parts.footer)}</p>`,
  ];
  return [
    '<!DOCTYPE html>',
    `<html lang="${intlLocaleOf(parts.language)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body>${body.join('\n')}</body>`,
    '</html>',
    '',
  ].join('\n');
};
