import { localToday } from '@/lib/local-today';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportSchema, type ReportInput } from '@toolyard/shared';
import { toastDelivered } from '@/features/offline';
import { sitesQuery } from '@/features/sites';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFieldProps } from '@/lib/use-field-props';
import type { SaveCallbacks } from '@/lib/use-save-feedback';
import { useSaveRecord } from '@/lib/use-save-record';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateReport, useUpdateReport, type Report } from './api';

export type ReportFormValues = {
  title: string;
  siteId: string;
  reportDate: string;
  content: string;
};
type ReportFormOutput = { title: string; siteId: number; reportDate: string; content: string };

const FIELDS = ['title', 'siteId', 'reportDate', 'content'] as const;

const defaultsFor = (report: Report | null, draft: ReportFormValues | null): ReportFormValues =>
  draft ?? {
    title: report?.title ?? '',
    siteId: report ? String(report.siteId) : '',
    reportDate: report?.reportDate ?? localToday(),
    content: report?.content ?? '',
  };

type ReportFormDialogProps = FormDialogProps & {
  /** The report to edit; null writes a new one. */
  report: Report | null;
  /** A new report's text to start from: one that could not be sent, written again. */
  draft?: { id: string; values: ReportFormValues } | null;
  /** A new report was sent or kept to send (the draft it started from is done with). */
  onCreated?: () => void;
};

/** Write or edit a daily report (title, site, date, content). */
export const ReportFormDialog = ({
  report,
  draft = null,
  onCreated,
  ...dialog
}: ReportFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-2xl"
      title={report ? t('reports.editTitle') : t('reports.addTitle')}
      description={report ? t('reports.editDescription') : t('reports.addDescription')}
    >
      {/* Keyed, so each opening starts from that report's values (or today's blank one). */}
      <ReportForm
        key={report?.id ?? draft?.id ?? 'new'}
        report={report}
        draft={report ? null : (draft?.values ?? null)}
        onCreated={onCreated}
        onDone={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
};

type ReportFormProps = {
  report: Report | null;
  draft: ReportFormValues | null;
  onCreated: (() => void) | undefined;
  onDone: () => void;
};

const ReportForm = ({ report, draft, onCreated, onDone }: ReportFormProps) => {
  const { t } = useTranslation();
  const sites = useQuery(sitesQuery());
  const form = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: zodResolver<ReportFormValues, ReportFormOutput>(reportSchema),
    defaultValues: defaultsFor(report, draft),
  });
  const field = useFieldProps(form.formState.errors);
  const createReport = useCreateReport();
  // Without signal the report is kept on the device: it says so instead of "Report created".
  const create = {
    isPending: createReport.isPending,
    mutate: (body: ReportInput, callbacks: SaveCallbacks) =>
      createReport.mutate(body, {
        onError: callbacks.onError,
        onSuccess: (delivery) => {
          onCreated?.();
          if (!delivery.queued) return callbacks.onSuccess();
          toastDelivered(t, delivery, 'reports.created');
          onDone();
        },
      }),
  };
  const { save, pending } = useSaveRecord({
    record: report,
    create,
    update: useUpdateReport(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'reports.created',
      updated: 'reports.updated',
      createFailed: 'reports.createFailed',
      updateFailed: 'reports.updateFailed',
    },
    onDone,
  });

  // Reports are written for active sites; an edited report keeps its site even if inactive now.
  const activeSites = (sites.data ?? []).filter((site) => site.active);
  const keepsOwnSite = report !== null && !activeSites.some((site) => site.id === report.siteId);

  const onSubmit = form.handleSubmit(({ title, content, siteId, reportDate }) =>
    save({ title, content, siteId, reportDate }),
  );
  const noSites = !sites.isPending && activeSites.length === 0 && !keepsOwnSite;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('title')} label={t('reports.title')}>
        <Input
          autoComplete="off"
          disabled={pending}
          aria-required="true"
          {...form.register('title')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledSelect
          {...field('siteId')}
          control={form.control}
          name="siteId"
          label={t('reports.site')}
          hint={noSites ? t('reports.noSites') : undefined}
          disabled={pending}
          placeholder={sites.isPending ? t('app.loading') : t('reports.chooseSite')}
          aria-required
        >
          {report && keepsOwnSite && (
            <SelectItem value={String(report.siteId)}>
              {t('reports.siteWithBranch', {
                site: report.site.name,
                branch: report.site.branch.name,
              })}
            </SelectItem>
          )}
          {activeSites.map((site) => (
            <SelectItem key={site.id} value={String(site.id)}>
              {t('reports.siteWithBranch', { site: site.name, branch: site.branch.name })}
            </SelectItem>
          ))}
        </ControlledSelect>
        <FormField {...field('reportDate')} label={t('reports.reportDate')}>
          <Input
            type="date"
            disabled={pending}
            aria-required="true"
            {...form.register('reportDate')}
          />
        </FormField>
      </div>
      <FormField {...field('content')} label={t('reports.content')}>
        <Textarea rows={8} disabled={pending} aria-required="true" {...form.register('content')} />
      </FormField>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('reports.saving')}
        submitLabel={report ? t('reports.saveChanges') : t('reports.create')}
      />
    </form>
  );
};
