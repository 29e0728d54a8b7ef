import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toolReturnSchema, type ReturnPlace, type Tool } from '@toolyard/shared';
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
import { DamageFields, useDamageOnReturn } from '@/features/damage';
import { toastDelivered, useOnline } from '@/features/offline';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useReturnTool } from './api';
import { showWorkerFailure } from './worker-feedback';
import { returnPlacesFor } from './return-places';

type ToolReturnValues = { storageUnitId: string };
type ToolReturnOutput = { storageUnitId: number };

type ToolReturnDialogProps = {
  /** The tool to return; null keeps the dialog closed. */
  tool: Tool | null;
  storageUnits: readonly ReturnPlace[];
  onClose: () => void;
  /** Where focus goes when the tool's card (and its Return button) is gone. */
  returnFocusFallback: () => HTMLElement | null | undefined;
};

/** A tool goes back to a storage unit the worker chooses; there is no default. */
export const ToolReturnDialog = ({
  tool,
  storageUnits,
  onClose,
  returnFocusFallback,
}: ToolReturnDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => !open && onClose()}>
      {tool && (
        <DialogContent closeLabel={t('common.close')} returnFocusFallback={returnFocusFallback}>
          <DialogHeader>
            <DialogTitle>{t('worker.returnTool.title')}</DialogTitle>
            <DialogDescription>
              {t('worker.returnTool.description', { name: tool.name })}
            </DialogDescription>
          </DialogHeader>
          <ToolReturnForm
            key={tool.id}
            tool={tool}
            storageUnits={returnPlacesFor(storageUnits, tool.branchId)}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
};

const ToolReturnForm = ({
  tool,
  storageUnits,
  onDone,
}: {
  tool: Tool;
  storageUnits: readonly ReturnPlace[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const returnTool = useReturnTool();
  const damage = useDamageOnReturn('tool', tool.id);
  const online = useOnline();
  const form = useForm<ToolReturnValues, unknown, ToolReturnOutput>({
    resolver: zodResolver<ToolReturnValues, ToolReturnOutput>(toolReturnSchema),
    defaultValues: { storageUnitId: '' },
  });
  const chosen = form.watch('storageUnitId');
  const pending = returnTool.isPending || damage.uploading;

  const onSubmit = form.handleSubmit(async ({ storageUnitId }) => {
    // Damage first (decision 0045): a report with photos is sent now, the return names it.
    const reported = await damage.prepare(online);
    if (!reported) return;
    returnTool.mutate(
      { tool, body: { storageUnitId, ...reported } },
      {
        onSuccess: (delivery) => {
          toastDelivered(t, delivery, 'worker.returnTool.success');
          onDone();
        },
        onError: (error) => {
          const fieldErrors = showWorkerFailure(t, 'returnTool', error);
          applyServerFieldErrors(form.setError, fieldErrors, ['storageUnitId']);
        },
      },
    );
  });

  const noPlaces = storageUnits.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="storageUnitId"
        render={({ field, fieldState }) => (
          <FormField
            id={`${id}-storage-unit`}
            label={t('worker.returnTool.storageUnit')}
            error={fieldErrorText(t, fieldState.error)}
            hint={noPlaces ? t('worker.returnTool.noStorageUnits') : undefined}
          >
            <SelectField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              disabled={pending || noPlaces}
              placeholder={t('worker.returnTool.chooseStorageUnit')}
              aria-required="true"
            >
              {storageUnits.map((place) => (
                <SelectItem key={place.id} value={String(place.id)}>
                  {t('worker.placeOption', { name: place.name, branch: place.branchName })}
                </SelectItem>
              ))}
            </SelectField>
          </FormField>
        )}
      />
      <DamageFields damage={damage} online={online} disabled={pending} />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        {/* No storage unit, no return. */}
        <Button type="submit" disabled={pending || !chosen}>
          {pending ? t('worker.returning') : t('worker.returnTool.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
};
