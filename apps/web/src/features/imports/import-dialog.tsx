import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle } from 'lucide-react';
import type { ImportKind } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { saveFile } from '@/lib/file-download';
import { toastFailure } from '@/lib/mutation-feedback';
import { downloadTemplate } from './api';
import { ImportMappingFields } from './import-mapping-fields';
import { ImportPreviewTable } from './import-preview-table';
import { useImportFlow } from './use-import-flow';

type ImportDialogProps = { kind: ImportKind; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Import a list from a file: upload → columns (guessed) → preview with each row's
 * errors and each update's changes (decision 0060) → import with a progress bar → summary.
 * Nothing is written before "Import"; closing or cancelling drops the upload on the server.
 */
export const ImportDialog = ({ kind, open, onOpenChange }: ImportDialogProps) => {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const flow = useImportFlow(kind);
  const { step, staged, preview, progress, busy } = flow;

  const close = () => {
    flow.discard();
    setFile(null);
    onOpenChange(false);
  };

  const template = async (format: 'csv' | 'xlsx') => {
    try {
      saveFile(await downloadTemplate(kind, format));
    } catch (error) {
      toastFailure(t, 'imports.uploadFailed', error);
    }
  };

  const percent = progress && progress.total > 0 ? (progress.processed / progress.total) * 100 : 0;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      >
        <DialogHeader>
          <DialogTitle>{t(`imports.titles.${kind}`)}</DialogTitle>
          <DialogDescription>
            {t('imports.description')}
            {/* Workers set their own passwords by an e-mailed link (decision 0059); the other
                kinds' rows that name an item update it (decision 0060). */}
            {kind === 'workers' ? ` ${t('imports.workersHint')}` : ` ${t('imports.updateHint')}`}
          </DialogDescription>
        </DialogHeader>

        {step === 'upload' && (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (file)
                flow.upload(file).catch((error: unknown) => {
                  toastFailure(t, 'imports.uploadFailed', error);
                });
            }}
          >
            <div
              className="flex flex-wrap items-center gap-2"
              role="group"
              aria-label={t('imports.templates')}
            >
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void template('csv')}
              >
                <Download aria-hidden="true" />
                {t('imports.templateCsv')}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void template('xlsx')}
              >
                <Download aria-hidden="true" />
                {t('imports.templateXlsx')}
              </Button>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={fileId}>{t('imports.file')}</Label>
              <Input
                id={fileId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!file || busy} aria-busy={busy}>
                {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                {busy ? t('imports.uploading') : t('imports.upload')}
              </Button>
            </DialogFooter>
          </form>
        )}

        {step === 'mapping' && staged && (
          <div className="grid gap-4">
            <p className="text-sm">{t('imports.rowCount', { count: staged.rowCount })}</p>
            <ImportMappingFields
              kind={kind}
              headers={staged.headers}
              mapping={flow.mapping}
              onChange={flow.changeMapping}
              disabled={busy}
            />
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                aria-busy={busy && !preview}
                onClick={() =>
                  flow.check().catch((error: unknown) => {
                    toastFailure(t, 'imports.previewFailed', error);
                  })
                }
              >
                {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                {busy ? t('imports.previewing') : t('imports.preview')}
              </Button>
            </div>
            {preview && <ImportPreviewTable kind={kind} preview={preview} />}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                type="button"
                disabled={busy || !preview || preview.counts.create + preview.counts.update === 0}
                onClick={() =>
                  flow.start().catch((error: unknown) => {
                    toastFailure(t, 'imports.runFailed', error);
                  })
                }
              >
                {t('imports.run')}
              </Button>
            </DialogFooter>
          </div>
        )}

        {(step === 'running' || step === 'finished') && progress && (
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <div
                role="progressbar"
                aria-label={t('imports.progress')}
                aria-valuemin={0}
                aria-valuemax={progress.total}
                aria-valuenow={progress.processed}
                aria-valuetext={t('imports.progressValue', progress)}
                className="h-3 w-full overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <p className="text-sm text-muted-foreground">
                {t('imports.progressValue', progress)}
              </p>
            </div>
            <p role="status" className="text-sm">
              {step === 'running' && t('imports.running')}
              {progress.state === 'done' && t('imports.done', progress)}
              {progress.state === 'done' &&
                progress.updated + progress.unchanged > 0 &&
                ` ${t('imports.doneMatched', progress)}`}
              {progress.state === 'done' &&
                kind === 'workers' &&
                ` ${t('imports.invitationsSent', { count: progress.created })}`}
              {progress.state === 'failed' && t('imports.failed')}
            </p>
            <DialogFooter>
              <Button type="button" onClick={close}>
                {t('common.close')}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};
