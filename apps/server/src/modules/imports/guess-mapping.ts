import { IMPORT_FIELDS, LANGUAGES, type ImportKind, type ImportMapping } from '@toolyard/shared';
import { translate } from '../../lib/translate.js';

/** A header or label compared loosely: case, accents, spaces and punctuation aside. */
export const looseText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Every way a field's header may be written: its label in each language, and its own name. */
const headerNames = (kind: ImportKind) =>
  IMPORT_FIELDS[kind].map(({ field, label }) => ({
    field,
    names: new Set([looseText(field), ...LANGUAGES.map((lng) => looseText(translate(lng, label)))]),
  }));

/**
 * The column each field is probably in: the first header that is the field's label in any of
 * the five languages (or its API name). A column serves one field; the person corrects the rest.
 */
export const guessMapping = (kind: ImportKind, headers: string[]): ImportMapping => {
  const loose = headers.map(looseText);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const { field, names } of headerNames(kind)) {
    const column = loose.findIndex((header, index) => !taken.has(index) && names.has(header));
    mapping[field] = column === -1 ? null : column;
    if (column !== -1) taken.add(column);
  }
  return mapping;
};
