import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type DamageItemKind } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { callWhole, urlOf, upload } from '@/lib/api-call';

/** The damage list's filter for one item. */
const itemFilter = (kind: DamageItemKind, itemId: number) => ({
  [kind === 'tool' ? 'toolId' : 'vehicleId']: itemId,
});

/** One item's damage reports, newest first, with their photos' ids. */
export const damageReportsQuery = (kind: DamageItemKind, itemId: number) =>
  queryOptions({
    queryKey: [urlOf(api.damage.list, undefined, itemFilter(kind, itemId))],
    queryFn: ({ signal }) =>
      callWhole(api.damage.list, { query: itemFilter(kind, itemId), signal }),
  });

/**
 * A damage report with its photos, as a multipart form (decision 0045): it needs the network
 * and is not queued offline; the return that follows names it by its id.
 */
export const useUploadDamage = (kind: DamageItemKind) => {
  const refresh = useChangeRefresh(kind);
  return useMutation({
    mutationFn: ({
      itemId,
      description,
      photos,
    }: {
      itemId: number;
      description: string;
      photos: readonly Blob[];
    }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('itemId', String(itemId));
      form.append('description', description);
      photos.forEach((photo, i) => form.append('photos', photo, `damage-${i + 1}.jpg`));
      return upload(api.damage.report, form);
    },
    ...refresh,
  });
};
