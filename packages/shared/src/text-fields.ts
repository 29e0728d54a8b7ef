import { z } from './zod.js';

/*
 * Single-line fields (decision 0059). A name, username, e-mail address, serial number or plate
 * is shown in one line — in lists, on labels, in PDF cells, in mail subjects and CSV exports — so a
 * line break (LF, CR, the Unicode line and paragraph separators, NEL, vertical tab, form feed)
 * or a tab in one is refused, anywhere in the value, before trimming: a form, an API client and
 * an imported cell get the same answer. Descriptions, notes, report texts and postal addresses
 * are written in lines, and keep them (the HTTP control-character guard allows tab, CR and LF
 * for those, decision 0015).
 */
const LINE_BREAK_OR_TAB = /[\t\n\v\f\r\u0085\u2028\u2029]/;

const isSingleLine = (text: string) => !LINE_BREAK_OR_TAB.test(text);

/**
 * The start of every single-line string field: `error` for a missing or non-string value, then
 * the caller's own trim, min and max. Refines before the trim, so "Anna\n" is refused, not cut.
 */
export const singleLineString = (error: string) =>
  z.string({ error }).refine(isSingleLine, { message: 'validation.singleLine' });
