import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle, X } from 'lucide-react';
import type { ExportFormat } from '@toolyard/shared';
import { apiDownload } from '@/lib/api-client';
import {
  announced,
  exportProgress,
  sameProgress,
  worthAnnouncing,
  type ExportProgress,
} from '@/lib/export-progress';
import { saveFile } from '@/lib/file-download';
import { toastFailure } from '@/lib/mutation-feedback';
import { formatNumber } from '@/lib/number-format';
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
 * names the file and words it in the UI language (Accept-Language). A large list takes a while:
 * meanwhile the button shows how far it is, and "Cancel export" stops the download.
 */
export const ExportMenu = ({ url, filters }: ExportSource) => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const download = useRef<AbortController | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const refocusTrigger = useRef(false);

  // Leaving the screen stops its download: nobody is left to save the file.
  useEffect(() => () => download.current?.abort(), []);

  // The cancel button goes when the export ends: focus on it moves back to the export button.
  useEffect(() => {
    if (busy || !refocusTrigger.current) return;
    refocusTrigger.current = false;
    triggerRef.current?.focus();
  }, [busy]);

  const label = (shown: ExportProgress | null) => {
    if (shown === null) return t('export.exporting');
    if ('percent' in shown)
      return t('export.exportingPercent', { percent: formatNumber(shown.percent, i18n.language) });
    return t('export.exportingMegabytes', {
      megabytes: formatNumber(shown.megabytes, i18n.language),
    });
  };

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    download.current = controller;
    const track = exportProgress(format);
    // "Exporting…" is heard at once; the figures follow now and then.
    let lastHeard = announced(performance.now());
    setBusy(true);
    setProgress(null);
    setAnnouncement(t('export.exporting'));
    try {
      const file = await apiDownload(exportUrl(url, filters, format), `export.${format}`, {
        signal: controller.signal,
        onProgress: (received) => {
          const next = track(received);
          setProgress((shown) => (shown && sameProgress(shown, next) ? shown : next));
          const now = performance.now();
          if (!worthAnnouncing(lastHeard, next, now)) return;
          lastHeard = announced(now, next);
          setAnnouncement(label(next));
        },
      });
      saveFile(file);
    } catch (error) {
      // Cancelled (or the screen left): nothing failed.
      if (controller.signal.aborted) return;
      toastFailure(t, 'export.failed', error);
    } finally {
      refocusTrigger.current = document.activeElement === cancelRef.current;
      if (download.current === controller) download.current = null;
      setBusy(false);
      setProgress(null);
      setAnnouncement('');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="outline"
            disabled={busy}
            aria-busy={busy}
            title={t('export.menuLabel')}
          >
            {busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {/* Tabular digits: the label keeps its width while the figure counts up. */}
            <span className="tabular-nums">{busy ? label(progress) : t('export.menu')}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            // The export button is disabled while the file comes: focus goes to "Cancel export".
            if (!download.current) return;
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          {FORMATS.map(({ format, labelKey }) => (
            <DropdownMenuItem key={format} onSelect={() => void start(format)}>
              {t(labelKey)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {busy && (
        <Button ref={cancelRef} variant="ghost" onClick={() => download.current?.abort()}>
          <X aria-hidden="true" />
          {t('export.cancel')}
        </Button>
      )}
      {/* Screen readers hear the progress now and then (worthAnnouncing), not every chunk. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
};
