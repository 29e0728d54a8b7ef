import { useRef, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from './mutation-feedback';

export type DeleteMutation = {
  mutate: (
    id: number,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  isSuccess?: boolean;
};

/**
 * The state every record list screen keeps: the add/edit dialog, the record being deleted, and
 * the heading that takes focus back when a dialog's opener is gone (a deleted row).
 */
export const useRecordScreen = <T extends { id: number }>(options: {
  remove: DeleteMutation;
  deletedKey: ParseKeys;
  deleteFailedKey: ParseKeys;
  startOpen?: boolean;
  /** After a delete worked, e.g. a record's own page goes back to its list. */
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(options.startOpen ?? false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusFallback = () => headingRef.current;

  const openForm = (record: T | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    options.remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(t, options.deletedKey);
        setDeleting(null);
        options.onDeleted?.();
      },
      onError: (error) => {
        toastFailure(t, options.deleteFailedKey, error);
        setDeleting(null);
      },
    });
  };

  return {
    formOpen,
    setFormOpen,
    editing,
    openForm,
    deleting,
    askDelete: setDeleting,
    headingRef,
    returnFocusFallback,
    /** Spread into ConfirmDeleteDialog; the screen adds its own texts. */
    deleteDialog: {
      open: deleting !== null,
      pending: options.remove.isPending,
      onConfirm: confirmDelete,
      onClose: () => setDeleting(null),
      returnFocusFallback,
    },
  };
};
