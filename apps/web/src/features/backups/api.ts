import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call } from '@/lib/api-call';

/** The platform's backups (decision 0065); superadmins only. */
const BACKUPS_URL = api.backups.list.path;

export const backupsQuery = () =>
  queryOptions({
    queryKey: [BACKUPS_URL],
    queryFn: ({ signal }) => call(api.backups.list, { signal }),
  });

/** POST /api/backups: a backup queued now (202); the list is read again once it is answered. */
export const useBackUpNow = () => {
  const refresh = useChangeRefresh('backup');
  return useMutation({
    mutationFn: () => call(api.backups.run),
    ...refresh,
  });
};
