import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BackupQueued, BackupsOverview } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

/** The platform's backups (decision 0065); superadmins only. */
const BACKUPS_URL = '/api/backups';

export const backupsQuery = () =>
  queryOptions({
    queryKey: [BACKUPS_URL],
    queryFn: ({ signal }) => apiRequest<BackupsOverview>('GET', BACKUPS_URL, undefined, { signal }),
  });

/** POST /api/backups: a backup queued now (202); the list is read again once it is answered. */
export const useBackUpNow = () => {
  const refresh = useChangeRefresh('backup');
  return useMutation({
    mutationFn: () => apiRequest<BackupQueued>('POST', BACKUPS_URL),
    ...refresh,
  });
};
