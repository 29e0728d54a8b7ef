import type { ParseKeys } from 'i18next';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client';
import { useRecordScreen, type DeleteMutation } from './use-record-screen';

type ItemPageOptions = {
  /** The route's record id (`useRouteId`): null when the address holds none. */
  id: number | null;
  /** The record's query (its error tells a missing record). */
  query: { error: Error | null };
  remove: DeleteMutation;
  deletedKey: ParseKeys;
  deleteFailedKey: ParseKeys;
  /** Where a deleted record's page goes: its list. */
  listPath: string;
};

/**
 * What every record page (decision 0028: `/tools/{id}`, `/vehicles/{id}`, …) needs besides its
 * record: the edit/delete state of its screen, and whether the 404 page shows instead — for an
 * id that is none, or a record that is not there (another organization's reads the same).
 */
export const useItemPage = <T extends { id: number }>(options: ItemPageOptions) => {
  const navigate = useNavigate();
  const screen = useRecordScreen<T>({
    remove: options.remove,
    deletedKey: options.deletedKey,
    deleteFailedKey: options.deleteFailedKey,
    onDeleted: () => void navigate(options.listPath, { replace: true }),
  });
  // While it is being deleted here, its page stays until the list takes over.
  const deletedHere = options.remove.isPending || options.remove.isSuccess === true;
  const { error } = options.query;
  const gone = error instanceof ApiError && error.status === 404 && !deletedHere;
  return { screen, notFound: options.id === null || gone };
};
