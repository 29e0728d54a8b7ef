import { EXPORT_ROWS_HEADER, type ExportFormat } from '@toolyard/shared';
import type { DownloadProgress } from './api-client';

/** A counted export's share done, or the megabytes of one whose rows are unknown. */
export type ExportProgress = { percent: number } | { megabytes: number };

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/** The rows an export said its file will hold, or null when it said nothing usable. */
export const announcedRows = (headers: Headers): number | null => {
  const value = headers.get(EXPORT_ROWS_HEADER)?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
};

/**
 * Counts a CSV's lines as its bytes arrive: line feeds outside quoted fields (a note's own line
 * breaks are quoted, RFC 4180), the quote state carried from one chunk to the next. A doubled
 * quote inside a field flips the state twice, so nothing needs looking ahead past a chunk's end;
 * and UTF-8 never uses either byte inside another character. Answers the lines so far.
 */
export const csvLineCounter = () => {
  let quoted = false;
  let lines = 0;
  return (chunk: Uint8Array) => {
    let at = 0;
    while (at < chunk.length) {
      const quote = chunk.indexOf(QUOTE, at);
      const end = quote === -1 ? chunk.length : quote;
      if (!quoted) {
        // A view up to the quote: the search for line feeds never runs past it.
        const unquoted = chunk.subarray(at, end);
        for (let feed = unquoted.indexOf(LINE_FEED); feed !== -1;) {
          lines += 1;
          feed = unquoted.indexOf(LINE_FEED, feed + 1);
        }
      }
      if (quote === -1) break;
      quoted = !quoted;
      at = quote + 1;
    }
    return lines;
  };
};

/**
 * Rows received against the rows announced, in whole percent. Never 100 before the download has
 * ended: the count was taken when the export started, and rows changed meanwhile may differ.
 */
export const percentOf = (rows: number, expected: number) =>
  expected <= 0 ? 0 : Math.min(99, Math.floor((rows / expected) * 100));

/** Bytes as megabytes (1,000,000 bytes, as the server's limits count them), to one decimal. */
export const megabytesOf = (bytes: number) => Math.round(bytes / 100_000) / 10;

/**
 * What an export's download shows as it arrives: a CSV that announced its rows, the share of
 * them received (its lines less the header line); an XLSX (zipped: its bytes say nothing about
 * its rows) or an export without the header, the megabytes so far.
 */
export const exportProgress = (format: ExportFormat) => {
  const countLines = csvLineCounter();
  let expected: number | null | undefined;
  return ({ bytes, chunk, headers }: DownloadProgress): ExportProgress => {
    expected ??= format === 'csv' ? announcedRows(headers) : null;
    if (expected === null) return { megabytes: megabytesOf(bytes) };
    return { percent: percentOf(Math.max(0, countLines(chunk) - 1), expected) };
  };
};

/** Whether two progresses show the same: most chunks of a large CSV change nothing on screen. */
export const sameProgress = (a: ExportProgress, b: ExportProgress) =>
  'percent' in a && 'percent' in b
    ? a.percent === b.percent
    : 'megabytes' in a && 'megabytes' in b && a.megabytes === b.megabytes;

/** When a screen reader was last told how far an export is, and the percent it heard (if any). */
export type Announced = { at: number; percent: number | null };

const ANNOUNCE_EVERY_MS = 1_000;
const ANNOUNCE_STEP_PERCENT = 10;

/** What a screen reader hears of `progress`, to pass to `worthAnnouncing` next time. */
export const announced = (at: number, progress?: ExportProgress): Announced => ({
  at,
  percent: progress && 'percent' in progress ? progress.percent : null,
});

/**
 * Whether a screen reader should hear this progress: never more than once a second, and a
 * counted export only when it has reached another tenth — not on every chunk.
 */
export const worthAnnouncing = (last: Announced, progress: ExportProgress, now: number) => {
  if (now - last.at < ANNOUNCE_EVERY_MS) return false;
  if (!('percent' in progress) || last.percent === null) return true;
  const step = (percent: number) => Math.floor(percent / ANNOUNCE_STEP_PERCENT);
  return step(progress.percent) > step(last.percent);
};
