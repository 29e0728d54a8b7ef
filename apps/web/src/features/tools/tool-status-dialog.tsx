import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fullName, toolStatusChangeSchema } from '@toolyard/shared';
import { organizationWorkersQuery } from '@/features/organizations/api';
import { sitesQuery } from '@/features/sites/api';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField, SelectItem } from '@/components/ui/select';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { requireFields, zodResolver } from '@/lib/zod-resolver';
import { useChangeToolStatus, type Tool } from './api';
import type { ToolMove } from './tool-moves';

type MoveFormValues = { status: Tool['status']; siteId: string; assignedUserId: string };
type MoveFormOutput = ReturnType<typeof toolStatusChangeSchema.parse>;

const FIELDS = ['siteId', 'assignedUserId'] as const;
const NONE = 'none';

type ToolStatusDialogProps = {
  /** The tool to move; null keeps the dialog closed. */
  tool: Tool | null;
  move: ToolMove | null;
  onClose: () => void;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/**
 * Check out and assign to worker (spec 4): the site the tool goes to (optional, one of its
 * branch's) and, for an assignment, the worker (required) — then POST /api/tools/{id}/status.
 */
export const ToolStatusDialog = ({
  tool,
  move,
  onClose,
  returnFocusFallback,
}: ToolStatusDialogProps) => {
  const { t } = useTranslation();
  const open = tool !== null && move !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {tool && move && (
        <DialogContent
          closeLabel={t('common.close')}
          className="max-w-md"
          returnFocusFallback={returnFocusFallback}
        >
          <DialogHeader>
            <DialogTitle>{t(move.labelKey)}</DialogTitle>
            <DialogDescription>
              {t('tools.move.description', {
                name: tool.name,
                status: t(`statuses.tool.${move.to}`),
              })}
            </DialogDescription>
          </DialogHeader>
          <MoveForm key={`${tool.id}-${move.to}`} tool={tool} move={move} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
};

const MoveForm = ({ tool, move, onDone }: { tool: Tool; move: ToolMove; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const sites = useQuery(sitesQuery());
  const workers = useQuery({
    ...organizationWorkersQuery(tool.organizationId),
    enabled: move.needsWorker,
  });
  const change = useChangeToolStatus();
  const resolver = useMemo(
    () =>
      zodResolver<MoveFormValues, MoveFormOutput>(
        move.needsWorker
          ? requireFields(toolStatusChangeSchema, { assignedUserId: 'validation.workerRequired' })
          : toolStatusChangeSchema,
      ),
    [move.needsWorker],
  );
  const form = useForm<MoveFormValues, unknown, MoveFormOutput>({
    resolver,
    defaultValues: {
      status: move.to,
      siteId: tool.siteId ? String(tool.siteId) : NONE,
      assignedUserId: '',
    },
  });
  const { errors } = form.formState;
  // Spec 5: the site choices are the tool's branch's.
  const branchSites = (sites.data ?? []).filter((site) => site.branchId === tool.branchId);

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      {
        id: tool.id,
        body: {
          status: values.status,
          // No site chosen: the tool stays where it is (the server keeps the current one).
          siteId: values.siteId,
          ...(move.needsWorker ? { assignedUserId: values.assignedUserId } : {}),
        },
      },
      {
        onSuccess: () => {
          toastSuccess(t, 'tools.updated');
          onDone();
        },
        onError: (error) =>
          applyServerFieldErrors(
            form.setError,
            toastFailure(t, 'tools.statusFailed', error),
            FIELDS,
          ),
      },
    ),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });
  const pending = change.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="siteId"
        render={({ field: control }) => (
          <FormField {...field('siteId')} label={t('tools.site')} hint={t('tools.move.siteHint')}>
            <SelectField
              ref={control.ref}
              name={control.name}
              value={control.value}
              onValueChange={control.onChange}
              onBlur={control.onBlur}
              disabled={pending}
            >
              <SelectItem value={NONE}>
                {tool.siteId ? t('tools.move.keepSite') : t('tools.noSite')}
              </SelectItem>
              {tool.site && !branchSites.some((site) => site.id === tool.site?.id) && (
                <SelectItem value={String(tool.site.id)}>{tool.site.name}</SelectItem>
              )}
              {branchSites.map((site) => (
                <SelectItem key={site.id} value={String(site.id)}>
                  {site.name}
                </SelectItem>
              ))}
            </SelectField>
          </FormField>
        )}
      />
      {move.needsWorker && (
        <Controller
          control={form.control}
          name="assignedUserId"
          render={({ field: control }) => (
            <FormField
              {...field('assignedUserId')}
              label={t('tools.move.worker')}
              hint={
                workers.isError
                  ? t('tools.move.workersLoadFailed')
                  : workers.data?.length === 0
                    ? t('tools.move.noWorkers')
                    : undefined
              }
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending}
                placeholder={t('tools.move.chooseWorker')}
              >
                {workers.data?.map((worker) => (
                  <SelectItem key={worker.id} value={String(worker.id)}>
                    {fullName(worker) || worker.username}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('tools.move.saving') : t('tools.move.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
};
