import {
  duePhrases,
  formatCalendarDate,
  type DashboardDueItem,
  type Language,
} from '@toolyard/shared';
import { translate } from '../../lib/translate.js';
import { dueTotals, type DigestContent } from './digest-content.js';
import { digestHtml } from './digest-html.js';

export type DigestReader = {
  name: string;
  role: 'org_admin' | 'worker';
  language: Language;
};

export type DigestContext = {
  organizationName: string;
  /** The organization's day ('yyyy-MM-dd') the digest is for. */
  day: string;
  /** The app's address for the links to each item and at the end (PUBLIC_URL); none without it. */
  publicUrl: string | undefined;
};

export type WrittenDigest = { subject: string; text: string; html: string };

/** One item as the digest names it: its name, why it is due, and its page when there is an address. */
export type DigestLine = { name: string; reasons: string; url: string | undefined };

/** What the digest says, before it is worded as plain text or as HTML (digest-html.ts). */
export type DigestParts = {
  language: Language;
  greeting: string;
  intro: string;
  sections: Array<{ title: string; items: DigestLine[]; more: string | undefined }>;
  open: { text: string; url: string } | undefined;
  footer: string;
};

// The notifications table keeps subjects up to 200 characters.
const SUBJECT_MAX = 200;

const numberFormats = new Map<Language, Intl.NumberFormat>();
const formatNumber = (value: number, language: Language) => {
  let format = numberFormats.get(language);
  if (!format) {
    // Our bundle name bs-hr-sr is no tag Intl takes; Croatian stands for the group (date-time.ts).
    format = new Intl.NumberFormat(language === 'bs-hr-sr' ? 'hr' : language);
    numberFormats.set(language, format);
  }
  return format.format(value);
};

/** "maintenance since Nov 20, 2026; registration due Dec 1, 2026" */
const reasonsOf = (item: DashboardDueItem, language: Language) => {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);
  return item.due.reasons
    .flatMap((reason) => duePhrases(reason, item.nextServiceDate))
    .map((phrase) =>
      t(`due.short.${phrase.form}`, {
        what: t(`due.kindInline.${phrase.kind}`),
        date: phrase.date ? formatCalendarDate(phrase.date, language) : '',
        km: phrase.km === undefined ? '' : formatNumber(phrase.km, language),
      }),
    )
    .join('; ');
};

/** The item's own page in the app (/tools/:id, /vehicles/:id), where its due dates are set. */
const itemUrl = (item: DashboardDueItem, publicUrl: string | undefined) =>
  publicUrl ? `${publicUrl}/${item.kind === 'tool' ? 'tools' : 'vehicles'}/${item.id}` : undefined;

const digestParts = (
  content: DigestContent,
  reader: DigestReader,
  context: DigestContext,
): DigestParts => {
  const { language } = reader;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const totals = dueTotals(content);
  const date = formatCalendarDate(context.day, language);
  const section = (state: 'overdue' | 'due_soon', count: number, title: string) => {
    const listed = content.items.filter((item) => item.due.state === state);
    return {
      title: t(title, { count: formatNumber(count, language) }),
      items: listed.map((item) => ({
        name: item.name,
        reasons: reasonsOf(item, language),
        url: itemUrl(item, context.publicUrl),
      })),
      more:
        count > listed.length
          ? t('digest.more', { count: formatNumber(count - listed.length, language) })
          : undefined,
      count,
    };
  };
  const path = reader.role === 'org_admin' ? '/organization-dashboard' : '/my-stuff';
  const home = context.publicUrl ? `${context.publicUrl}${path}` : undefined;
  return {
    language,
    greeting: t('digest.greeting', { name: reader.name }),
    intro:
      reader.role === 'org_admin'
        ? t('digest.introAdmin', { organization: context.organizationName, date })
        : t('digest.introWorker', { date }),
    sections: [
      section('overdue', totals.overdue, 'digest.overdue'),
      section('due_soon', totals.dueSoon, 'digest.dueSoon'),
    ]
      .filter(({ count }) => count > 0)
      .map(({ title, items, more }) => ({ title, items, more })),
    open: home ? { text: t('digest.open', { url: home }), url: home } : undefined,
    footer: t('digest.footer'),
  };
};

/** The plain-text part: each item on a line, its page's address on the next. */
const digestText = (parts: DigestParts) => {
  const lines = [parts.greeting, '', parts.intro];
  for (const section of parts.sections) {
    lines.push('', section.title);
    for (const item of section.items) {
      lines.push(`- ${item.name}: ${item.reasons}`);
      if (item.url) lines.push(`  ${item.url}`);
    }
    if (section.more) lines.push(section.more);
  }
  if (parts.open) lines.push('', parts.open.text);
  lines.push('', parts.footer);
  return `${lines.join('\n')}\n`;
};

/**
 * The daily digest, in the reader's language, as plain text and as HTML: what is overdue, then
 * what is due soon, the most urgent first, each item linked to its page (with PUBLIC_URL), each
 * section counting what the list leaves out. Dates are the organization's calendar days, worded
 * the reader's way.
 */
export const writeDigest = (
  content: DigestContent,
  reader: DigestReader,
  context: DigestContext,
): WrittenDigest => {
  const { language } = reader;
  const totals = dueTotals(content);
  const subject = translate(language, 'digest.subject', {
    organization: context.organizationName,
    overdue: formatNumber(totals.overdue, language),
    dueSoon: formatNumber(totals.dueSoon, language),
  }).slice(0, SUBJECT_MAX);
  const parts = digestParts(content, reader, context);
  return { subject, text: digestText(parts), html: digestHtml(parts, subject) };
};
