import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle } from 'lucide-react';
import {
  LABEL_FORMATS,
  labelSheetItemsMax,
  labelSheetPages,
  type LabelFormat,
  type LabelSheetKind,
} from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { saveFile } from '@/lib/file-download';
import { toastFailure } from '@/lib/mutation-feedback';
import { formatNumber } from '@/lib/number-format';
import { setFilterValues, type ListFilters } from '@/lib/paged-list';
import { downloadLabelSheet } from './api';

/** What to print: chosen items, or every item of a list for the filters its screen shows. */
export type LabelSheetSource = { kind: LabelSheetKind } & (
  { ids: number[] } | { filters: ListFilters; total: number | undefined }
);

type LabelSheetDialogProps = {
  /** Open while set. */
  source: LabelSheetSource | null;
  onClose: () => void;
  /** Where focus goes on close when the element that opened the dialog is gone (a row menu). */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/**
 * "Print labels": the label format, how many labels on how many pages, and for tools
 * whether the serial number is printed as a barcode. Downloads the PDF the server renders.
 */
export const LabelSheetDialog = ({
  source,
  onClose,
  returnFocusFallback,
}: LabelSheetDialogProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [format, setFormat] = useState<LabelFormat>('a4-3x7');
  const [serialBarcode, setSerialBarcode] = useState(false);
  const [busy, setBusy] = useState(false);

  const count = !source ? 0 : 'ids' in source ? source.ids.length : source.total;
  // A roll file holds fewer labels than an A4 sheet (LABEL_ROLL_ITEMS_MAX).
  const max = labelSheetItemsMax(format);
  const tooMany = count !== undefined && count > max;
  const empty = count === 0;

  const download = async () => {
    if (!source) return;
    setBusy(true);
    try {
      const file = await downloadLabelSheet({
        kind: source.kind,
        format,
        ...('ids' in source ? { ids: source.ids } : { list: setFilterValues(source.filters) }),
        ...(source.kind === 'tool' ? { serialBarcode } : {}),
      });
      saveFile(file);
      onClose();
    } catch (error) {
      toastFailure(t, 'labelSheets.failed', error);
    } finally {
      setBusy(false);
    }
  };

  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage);
  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {source && (
        <DialogContent
          closeLabel={t('common.close')}
          hideClose={busy}
          returnFocusFallback={returnFocusFallback}
        >
          <DialogHeader>
            <DialogTitle>{t('labelSheets.title')}</DialogTitle>
            <DialogDescription>{t('labelSheets.description')}</DialogDescription>
          </DialogHeader>
          <RadioGroup
            value={format}
            onValueChange={(value) => setFormat(value as LabelFormat)}
            aria-labelledby={`${id}-format`}
            disabled={busy}
          >
            <p id={`${id}-format`} className="text-sm font-medium">
              {t('labelSheets.format')}
            </p>
            {LABEL_FORMATS.map((option) => (
              <div key={option} className="flex min-h-11 items-center gap-3">
                <RadioGroupItem value={option} id={`${id}-${option}`} />
                <Label htmlFor={`${id}-${option}`} className="leading-snug">
                  {t(`labelSheets.formats.${option}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {source.kind === 'tool' && (
            <div className="grid gap-1">
              <div className="flex items-center gap-3">
                <Switch
                  id={`${id}-serial`}
                  checked={serialBarcode}
                  onCheckedChange={setSerialBarcode}
                  disabled={busy}
                  aria-describedby={`${id}-serial-hint`}
                />
                <Label htmlFor={`${id}-serial`}>{t('labelSheets.serialBarcode')}</Label>
              </div>
              <p id={`${id}-serial-hint`} className="text-sm text-muted-foreground">
                {t('labelSheets.serialBarcodeHint')}
              </p>
            </div>
          )}
          {count !== undefined && (
            <p role="status" className="text-sm">
              {tooMany
                ? t('labelSheets.tooMany', { max: number(max) })
                : empty
                  ? t('labelSheets.none')
                  : t('labelSheets.count', {
                      labels: number(count),
                      pages: number(labelSheetPages(format, count)),
                    })}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="button"
              disabled={busy || tooMany || empty}
              aria-busy={busy}
              onClick={() => void download()}
            >
              {busy ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {busy ? t('labelSheets.downloading') : t('labelSheets.download')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
};
