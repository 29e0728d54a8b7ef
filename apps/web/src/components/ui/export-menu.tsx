import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle } from 'lucide-react';
import type { ExportFormat } from '@toolyard/shared';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/file-download';
import { toastFailure } from '@/lib/mutation-feedback';
import { exportUrl, type ListFilters } from '@/lib/paged-list';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

export type ExportSource = {
  /** The list's endpoint (`/api/tools`); its export is `<url>/export`. */
  url: string;
  /** The filters the screen shows its rows for: the file holds exactly those rows. */
  filters: ListFilters;
};

const FORMATS: Array<{ format: ExportFormat; labelKey: 'export.csv' | 'export.xlsx' }> = [
  { format: 'csv', labelKey: 'export.csv' },
  { format: 'xlsx', labelKey: 'export.xlsx' },
];

/**
 * "Export" on a list screen's header: the list as a CSV or Excel file. Fetched with the
 * bearer token (a plain link cannot send it) and handed to the browser's save flow; the server
 * names the file and words it in the UI language (Accept-Language).
 */
export const ExportMenu = ({ url, filters }: ExportSource) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const file = await apiDownload(exportUrl(url, filters, format), `export.${format}`);
      saveFile(file);
    } catch (error) {
      toastFailure(t, 'export.failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy} aria-busy={busy} title={t('export.menuLabel')}>
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {busy ? t('export.exporting') : t('export.menu')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {FORMATS.map(({ format, labelKey }) => (
          <DropdownMenuItem key={format} onSelect={() => void download(format)}>
            {t(labelKey)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
