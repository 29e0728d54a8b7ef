/**
 * A CSV file as spreadsheets write it (RFC 4180): quoted fields may hold the separator, quotes
 * ("" inside) and line breaks. The separator is whichever of `;`, `,` or tab the header line
 * uses most outside quotes: Excel writes `;` wherever the decimal comma is usual (de, tr, sq,
 * bs-hr-sr) and `,` elsewhere. UTF-8 with or without a byte order mark; a file that is not
 * valid UTF-8 is read as Windows-1252, what older Excel versions save.
 */
export const decodeText = (bytes: Buffer): string => {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
};

const SEPARATORS = [';', ',', '\t'] as const;

export const guessSeparator = (text: string): string => {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ',';
  let most = 0;
  for (const [separator, count] of counts) {
    if (count > most) [best, most] = [separator, count];
  }
  return best;
};

/**
 * Every record of the text as its fields; `onRecord` may stop the reading by returning false.
 * Fields past `maxFields` in a record are skipped, not collected.
 */
export const parseCsv = (
  text: string,
  onRecord: (fields: string[]) => boolean | void,
  maxFields = Infinity,
) => {
  const separator = guessSeparator(text);
  // Plain text is taken in slices up to the next character that matters (a 10 MB file would
  // otherwise be built up one character at a time: most of a second).
  const special = new RegExp(`[${separator === '\t' ? '\\t' : separator}\\r\\n"]`, 'g');
  let fields: string[] = [];
  let field = '';
  let i = 0;
  const endRecord = () => {
    if (fields.length < maxFields) fields.push(field);
    field = '';
    const keepGoing = onRecord(fields) !== false;
    fields = [];
    return keepGoing;
  };
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      // A quoted field: up to the closing quote, "" being a quote of its own.
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) {
          field += text.slice(i);
          i = text.length;
          break;
        }
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i += 1;
      }
      continue;
    }
    special.lastIndex = i;
    const found = special.exec(text);
    const end = found ? found.index : text.length;
    field += text.slice(i, end);
    i = end + 1;
    if (!found) break;
    const char = found[0];
    // A quote inside an unquoted field is text.
    if (char === '"') field += '"';
    else if (char === separator) {
      if (fields.length < maxFields) fields.push(field);
      field = '';
    } else {
      if (char === '\r' && text[i] === '\n') i += 1;
      if (!endRecord()) return;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
};
