import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ImportKind, type ImportPreview } from '@toolyard/shared';
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

/** The preview's rows: each row's line, name, what happens to it, and its errors in the form's words. */
export const ImportPreviewTable = ({ kind, preview }: ImportPreviewTableProps) => {
  const { t } = useTranslation();
  const labelOf = (field: string) => {
    const found = IMPORT_FIELDS[kind].find((entry) => entry.field === field);
    return found ? t(found.label) : field;
  };
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
            <TableHead>{t('imports.errors')}</TableHead>
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
                {row.action === 'skip' && row.duplicateOfLine !== null
                  ? t('imports.outcome.skipOfLine', { line: row.duplicateOfLine })
                  : t(`imports.outcome.${row.action}`)}
              </TableCell>
              <TableCell>
                {row.errors.length > 0 && (
                  <ul className="grid gap-0.5">
                    {row.errors.map((error) => (
                      <li key={`${error.field}:${error.message}`}>
                        {/* "Field: message" — the colon is punctuation all five languages share. */}
                        <span className="font-medium">{labelOf(error.field)}:</span>{' '}
                        {/* The server answers the forms' own i18n keys. */}
                        {t(error.message as ParseKeys)}
                      </li>
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
