import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FIELDS,
  TIRE_TYPES,
  type ImportKind,
  type ImportPreview,
  type ImportRowMessage,
} from '@toolyard/shared';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

type ImportPreviewTableProps = { kind: ImportKind; preview: ImportPreview };
type Row = ImportPreview['rows'][number];

const isTireType = (value: string): value is (typeof TIRE_TYPES)[number] =>
  (TIRE_TYPES as readonly string[]).includes(value);

/**
 * The preview's rows: each row's line, name, what happens to it — new, an update of an existing
 * item, unchanged, skipped, refused (decision 0060) — and its details: the fields an update
 * changes (old → new), what stays as it is, and its errors in the form's words.
 */
export const ImportPreviewTable = ({ kind, preview }: ImportPreviewTableProps) => {
  const { t } = useTranslation();
  const labelOf = (field: string) => {
    const found = IMPORT_FIELDS[kind].find((entry) => entry.field === field);
    return found ? t(found.label) : field;
  };
  // The server sends values as the file has them; a code (a tire type) is worded here.
  const valueOf = (field: string, value: string | null) => {
    if (value === null) return t('imports.emptyValue');
    if (field === 'tireType' && isTireType(value)) return t(`vehicles.tireTypes.${value}`);
    return value;
  };
  // "Field: message" — the colon is punctuation all five languages share. The server answers
  // the forms' own i18n keys, with what their text names.
  const message = ({ field, message: key, values }: ImportRowMessage) => (
    <>
      <span className="font-medium">{labelOf(field)}:</span> {t(key as ParseKeys, values)}
    </>
  );
  const outcome = (row: Row) =>
    row.action === 'skip' && row.duplicateOfLine !== null
      ? t('imports.outcome.skipOfLine', { line: row.duplicateOfLine })
      : t(`imports.outcome.${row.action}`);
  return (
    <div className="grid gap-2">
      <p className="text-sm" aria-live="polite">
        {t('imports.counts', preview.counts)}
      </p>
      <Table scrollLabel={t('imports.caption')}>
        <TableCaption className="sr-only">{t('imports.caption')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('imports.line')}</TableHead>
            <TableHead>{t('imports.name')}</TableHead>
            <TableHead>{t('imports.result')}</TableHead>
            <TableHead>{t('imports.details')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell className="tabular-nums">{row.line}</TableCell>
              <TableCell className="max-w-48 break-words">{row.label}</TableCell>
              <TableCell
                className={row.action === 'invalid' ? 'font-medium text-destructive' : undefined}
              >
                {outcome(row)}
              </TableCell>
              <TableCell>
                {row.changes.length + row.notes.length + row.errors.length > 0 && (
                  <ul className="grid gap-0.5 break-words">
                    {row.changes.map((change) => (
                      <li key={`change:${change.field}`}>
                        {t('imports.change', {
                          field: labelOf(change.field),
                          from: valueOf(change.field, change.from),
                          to: valueOf(change.field, change.to),
                        })}
                      </li>
                    ))}
                    {row.notes.map((note) => (
                      <li
                        key={`note:${note.field}:${note.message}`}
                        className="text-muted-foreground"
                      >
                        {message(note)}
                      </li>
                    ))}
                    {row.errors.map((error) => (
                      <li key={`error:${error.field}:${error.message}`}>{message(error)}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {preview.truncated && (
        <p className="text-sm text-muted-foreground">{t('imports.truncated')}</p>
      )}
    </div>
  );
};
