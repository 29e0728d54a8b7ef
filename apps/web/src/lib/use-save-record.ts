import type { ParseKeys } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSaveFeedback, type SaveCallbacks } from './use-save-feedback';

type Mutation<TVariables> = {
  mutate: (variables: TVariables, callbacks: SaveCallbacks) => void;
  isPending: boolean;
};

type SaveRecordOptions<TValues extends FieldValues, TCreate, TUpdate> = {
  /** The record being edited; null creates one. */
  record: { id: number } | null;
  create: Mutation<TCreate>;
  update: Mutation<{ id: number; body: TUpdate }>;
  /** The form's setError and fields: the server's field messages show under them. */
  setError: UseFormSetError<TValues>;
  fields: readonly Path<TValues>[];
  /** The success toasts and the "Failed to …" texts when the server sent no message. */
  messages: {
    created: ParseKeys;
    updated: ParseKeys;
    createFailed: ParseKeys;
    updateFailed: ParseKeys;
  };
  /** Closes the dialog after a save. */
  onDone: () => void;
};

/**
 * Saves a record list's form: creates or updates, says so in a toast and closes, or shows what
 * went wrong with the server's field messages under the fields.
 */
export const useSaveRecord = <TValues extends FieldValues, TCreate, TUpdate = TCreate>({
  record,
  create,
  update,
  setError,
  fields,
  messages,
  onDone,
}: SaveRecordOptions<TValues, TCreate, TUpdate>) => {
  const callbacks = useSaveFeedback(setError, fields, onDone);

  /** The update body defaults to the create body; tools and vehicles leave the status out. */
  const save = (createBody: TCreate, updateBody?: TUpdate) => {
    if (!record) {
      create.mutate(createBody, callbacks(messages.created, messages.createFailed));
      return;
    }
    update.mutate(
      { id: record.id, body: updateBody ?? (createBody as unknown as TUpdate) },
      callbacks(messages.updated, messages.updateFailed),
    );
  };

  return { save, pending: create.isPending || update.isPending };
};
