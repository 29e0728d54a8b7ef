import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileText, Inbox, Mail, Plus, Sparkles } from 'lucide-react';
import { RECIPIENTS_MAX, type AiNotifyInput } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/mutation-feedback';
import { zodResolver } from '@/lib/zod-resolver';
import { aiStatusQuery, useSendNotification, usePreviewNotification, type AiStatus } from './api';
import { ConfirmedOnlyNotice } from './confirmed-only-notice';
import { MessageHistory } from './message-history';
import { EMPTY_NOTIFY_FORM, notifyFormSchema, type NotifyFormValues } from './notify-form';
import { appendRecipient } from './recipients';
import { useAdminChips } from './use-admin-chips';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

const SERVER_FIELDS = ['prompt', 'recipients'] as const;
const draftSchema = notifyFormSchema('draft');

/** How messages are written and sent, in words (icons only repeat them). */
const StatusLine = ({ status, failed }: { status: AiStatus | undefined; failed: boolean }) => {
  const { t } = useTranslation();
  if (failed)
    return <p className="text-sm text-muted-foreground">{t('notifications.statusUnknown')}</p>;
  if (!status) return <p className="text-sm text-muted-foreground">{t('app.loading')}</p>;
  const WriterIcon = status.writer === 'model' ? Sparkles : FileText;
  const DeliveryIcon = status.delivery === 'smtp' ? Mail : Inbox;
  return (
    <div className="grid gap-2 rounded-md border border-border bg-background p-3 text-sm">
      <p className="flex items-start gap-2">
        <WriterIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {status.writer === 'model'
            ? t('notifications.statusWriterModel')
            : t('notifications.statusWriterTemplate')}
        </span>
      </p>
      <p className="flex items-start gap-2">
        <DeliveryIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {status.delivery === 'smtp'
            ? t('notifications.statusDeliverySmtp')
            : t('notifications.statusDeliveryOutbox')}
        </span>
      </p>
    </div>
  );
};

type AiMessagingTabProps = {
  /** A superadmin acts for the chosen organization; undefined for an org admin (their own). */
  organizationId?: number;
};

/**
 * AI messaging: a prompt and recipients, an
 * editable preview, sending, and the history (the outbox when no mail server is configured).
 */
export const AiMessagingTab = ({ organizationId }: AiMessagingTabProps) => {
  const { t } = useTranslation();
  const status = useQuery(aiStatusQuery());
  const chips = useAdminChips(organizationId, {
    membersOnly: status.data?.recipients === 'confirmed',
  });
  const preview = usePreviewNotification();
  const send = useSendNotification();
  const form = useForm<NotifyFormValues, unknown, AiNotifyInput>({
    resolver: zodResolver(notifyFormSchema('send')),
    defaultValues: EMPTY_NOTIFY_FORM,
  });
  const { errors } = form.formState;
  useReportUnsavedChanges(form.formState.isDirty);
  const previewed = useWatch({ control: form.control, name: 'previewed' });
  const busy = preview.isPending || send.isPending;

  const showFailure = (title: string, error: unknown) => {
    const { message, fieldErrors } = errorDetails(error);
    applyServerFieldErrors(form.setError, fieldErrors, SERVER_FIELDS);
    toast({ variant: 'destructive', title, description: message ?? undefined });
  };

  const onPreview = async () => {
    // Only the prompt and the recipients matter here; nothing is sent while they are wrong.
    if (!(await form.trigger(['prompt', 'recipients'], { shouldFocus: true }))) return;
    const draft = draftSchema.safeParse(form.getValues());
    if (!draft.success) return;
    preview.mutate(
      { ...draft.data, organizationId },
      {
        onSuccess: (composed) => {
          form.setValue('subject', composed.subject);
          form.setValue('body', composed.body);
          form.setValue('previewed', true);
          form.clearErrors(['subject', 'body']);
          requestAnimationFrame(() => form.setFocus('subject'));
        },
        onError: (error) => showFailure(t('notifications.previewFailed'), error),
      },
    );
  };

  const onSend = form.handleSubmit((request) =>
    send.mutate(
      { ...request, organizationId },
      {
        onSuccess: () => {
          form.reset(EMPTY_NOTIFY_FORM);
          toastSuccess(t, 'notifications.sent');
        },
        // Everything typed stays, so the admin can try again.
        onError: (error) => showFailure(t('notifications.sendFailed'), error),
      },
    ),
  );

  const addRecipient = (email: string) =>
    form.setValue('recipients', appendRecipient(form.getValues('recipients'), email), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const field = (name: keyof Omit<NotifyFormValues, 'previewed'>) => ({
    id: `ai-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('notifications.title')}</CardTitle>
          <CardDescription>{t('notifications.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6">
          <StatusLine status={status.data} failed={status.isError} />
          {status.data?.recipients === 'confirmed' && <ConfirmedOnlyNotice />}
          <form onSubmit={onSend} noValidate className="grid grid-cols-1 gap-4">
            <FormField
              {...field('prompt')}
              label={t('notifications.prompt')}
              hint={t('notifications.promptHint')}
            >
              <Textarea rows={4} {...form.register('prompt')} />
            </FormField>
            <FormField
              {...field('recipients')}
              label={t('notifications.recipients')}
              hint={t('notifications.recipientsHint', { max: RECIPIENTS_MAX })}
            >
              <Input
                type="text"
                inputMode="email"
                autoComplete="off"
                {...form.register('recipients')}
              />
            </FormField>
            {chips.length > 0 && (
              <div role="group" aria-labelledby="ai-chips-label" className="grid gap-2">
                <p id="ai-chips-label" className="text-sm font-medium">
                  {t('notifications.adminsLabel')}
                </p>
                <div className="flex flex-wrap gap-2">
                  {chips.map((chip) => (
                    <Button
                      key={chip.email}
                      type="button"
                      variant="outline"
                      size="sm"
                      className="h-auto min-h-9 max-w-full rounded-full py-1.5 whitespace-normal text-left [overflow-wrap:anywhere]"
                      aria-label={t('notifications.addRecipient', {
                        name: chip.name,
                        email: chip.email,
                      })}
                      onClick={() => addRecipient(chip.email)}
                    >
                      <Plus aria-hidden="true" />
                      {t('notifications.chipText', { name: chip.name, email: chip.email })}
                    </Button>
                  ))}
                </div>
              </div>
            )}
            {previewed && (
              <section
                aria-labelledby="ai-preview-title"
                className="grid gap-4 rounded-md border border-border p-4"
              >
                <div className="grid gap-1">
                  <h3 id="ai-preview-title" className="text-base font-semibold">
                    {t('notifications.previewTitle')}
                  </h3>
                  <p className="text-sm text-muted-foreground">{t('notifications.previewHint')}</p>
                </div>
                <FormField {...field('subject')} label={t('notifications.subject')}>
                  <Input {...form.register('subject')} />
                </FormField>
                <FormField {...field('body')} label={t('notifications.body')}>
                  <Textarea rows={10} {...form.register('body')} />
                </FormField>
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={busy}
                    onClick={() => form.setValue('previewed', false)}
                  >
                    {t('notifications.discardPreview')}
                  </Button>
                </div>
              </section>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void onPreview()}
              >
                {preview.isPending ? t('notifications.previewing') : t('notifications.preview')}
              </Button>
              <Button type="submit" disabled={busy}>
                {send.isPending ? t('notifications.sending') : t('notifications.send')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <MessageHistory organizationId={organizationId} delivery={status.data?.delivery} />
    </div>
  );
};
