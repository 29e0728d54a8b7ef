import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toolStatusChangeSchema } from '@toolyard/shared';
import { HandOutOverrideField } from '@/features/due';
import { WorkerSelect } from '@/features/organizations';
import { RefusalNotice } from '@/components/ui/refusal-notice';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { SelectItem } from '@/components/ui/select';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useServerAsks } from '@/lib/use-server-asks';
import { requireFields, zodResolver } from '@/lib/zod-resolver';
import { useChangeToolStatus, type Tool } from './api';
import { BranchSiteOptions } from './branch-site-options';
import type { ToolMove } from './tool-moves';

type MoveFormValues = {
  status: Tool['status'];
  siteId: string;
  assignedUserId: string;
  handOutOverride: string;
};
type MoveFormOutput = ReturnType<typeof toolStatusChangeSchema.parse>;

const FIELDS = ['siteId', 'assignedUserId', 'handOutOverride'] as const;
const ASKS = ['handOutOverride'] as const;
const NONE = 'none';

/**
 * Check out and assign to worker: the site the tool goes to (optional, one of its
 * branch's) and, for an assignment, the worker (required) — then POST /api/tools/{id}/status.
 */
export const ToolMoveForm = ({
  item: tool,
  move,
  onDone,
}: {
  item: Tool;
  move: ToolMove;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
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
      handOutOverride: '',
    },
  });
  const field = useFieldProps(form.formState.errors);
  const feedback = useSaveFeedback(form.setError, FIELDS, onDone);
  const asks = useServerAsks(ASKS);
  const pending = change.isPending;
  const saved = feedback('tools.updated', 'tools.statusFailed');

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      {
        id: tool.id,
        body: {
          status: values.status,
          // No site chosen: the tool stays where it is (the server keeps the current one).
          siteId: values.siteId,
          ...(move.needsWorker ? { assignedUserId: values.assignedUserId } : {}),
          ...(values.handOutOverride ? { handOutOverride: values.handOutOverride } : {}),
        },
      },
      {
        ...saved,
        onError: (error) => {
          asks.note(error);
          saved.onError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ControlledSelect
        {...field('siteId')}
        control={form.control}
        name="siteId"
        label={t('tools.site')}
        hint={t('tools.move.siteHint')}
        disabled={pending}
      >
        <SelectItem value={NONE}>
          {tool.siteId ? t('tools.move.keepSite') : t('tools.noSite')}
        </SelectItem>
        <BranchSiteOptions branchId={tool.branchId} current={tool.site} />
      </ControlledSelect>
      {move.needsWorker && (
        <WorkerSelect
          {...field('assignedUserId')}
          control={form.control}
          name="assignedUserId"
          organizationId={tool.organizationId}
          namespace="tools"
          disabled={pending}
        />
      )}
      {asks.asked('handOutOverride') && (
        <>
          <RefusalNotice message={asks.message} />
          <HandOutOverrideField
            {...field('handOutOverride')}
            registration={form.register('handOutOverride')}
            disabled={pending}
          />
        </>
      )}
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('tools.move.saving')}
        submitLabel={t('tools.move.confirm')}
      />
    </form>
  );
};
