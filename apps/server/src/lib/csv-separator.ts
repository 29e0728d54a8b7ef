import type { Language } from '@toolyard/shared';

/**
 * The list separator a reader's spreadsheet expects in a CSV file: `;` wherever the decimal
 * comma is usual (de, tr, sq, bs-hr-sr — Excel's own choice there), `,` in English. Exports and
 * import templates write it; an import reads either (decision 0060).
 */
export const csvSeparator = (language: Language) => (language === 'en' ? ',' : ';');
