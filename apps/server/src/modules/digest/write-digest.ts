import {
  duePhrases,
  formatCalendarDate,
  type DashboardDueItem,
  type Language,
} from '@toolyard/shared';
import { translate } from '../../lib/translate.js';
import { dueTotals, type DigestContent } from './digest-content.js';

export type DigestReader = {
  name: string;
  role: 'org_admin' | 'worker';
  language: Language;
};

export type DigestContext = {
  organizationName: string;
  /** The organization's day ('yyyy-MM-dd') the digest is for. */
  day: string;
  /** The app's address for the link at the end (PUBLIC_URL); none without it. */
  publicUrl: string | undefined;
};

export type WrittenDigest = { subject: string; text: string };

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

/** "Drill DX-1: maintenance since Nov 20, 2026; registration due Dec 1, 2026" */
const itemLine = (item: DashboardDueItem, language: Language) => {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const reasons = item.due.reasons
    .flatMap((reason) => duePhrases(reason, item.nextServiceDate))
    .map((phrase) =>
      t(`due.short.${phrase.form}`, {
        what: t(`due.kindInline.${phrase.kind}`),
        date: phrase.date ? formatCalendarDate(phrase.date, language) : '',
        km: phrase.km === undefined ? '' : formatNumber(phrase.km, language),
      }),
    );
  return `- ${item.name}: ${reasons.join('; ')}`;
};

/**
 * The daily digest as plain text, in the reader's language: what is overdue, then what is due
 * soon, the most urgent first, each section counting what the list leaves out. Dates are the
 * organization's calendar days, worded the reader's way.
 */
export const writeDigest = (
  content: DigestContent,
  reader: DigestReader,
  context: DigestContext,
): WrittenDigest => {
  const { language } = reader;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const totals = dueTotals(content);
  const subject = t('digest.subject', {
    organization: context.organizationName,
    overdue: formatNumber(totals.overdue, language),
    dueSoon: formatNumber(totals.dueSoon, language),
  }).slice(0, SUBJECT_MAX);

  const date = formatCalendarDate(context.day, language);
  const lines = [
    t('digest.greeting', { name: reader.name }),
    '',
    reader.role === 'org_admin'
      ? t('digest.introAdmin', { organization: context.organizationName, date })
      : t('digest.introWorker', { date }),
  ];
  const section = (state: 'overdue' | 'due_soon', count: number, title: string) => {
    if (count === 0) return;
    const listed = content.items.filter((item) => item.due.state === state);
    lines.push('', `${t(title, { count: formatNumber(count, language) })}`);
    for (const item of listed) lines.push(itemLine(item, language));
    if (count > listed.length)
      lines.push(t('digest.more', { count: formatNumber(count - listed.length, language) }));
  };
  section('overdue', totals.overdue, 'digest.overdue');
  section('due_soon', totals.dueSoon, 'digest.dueSoon');

  if (context.publicUrl) {
    const path = reader.role === 'org_admin' ? '/organization-dashboard' : '/my-stuff';
    lines.push('', t('digest.open', { url: `${context.publicUrl}${path}` }));
  }
  lines.push('', t('digest.footer'));
  return { subject, text: `${lines.join('\n')}\n` };
};
