import { queryOptions, useMutation } from '@tanstack/react-query';
import type { DamageItemKind, DamageReport, DamageReportCreated } from '@toolyard/shared';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

const DAMAGE_URL = '/api/damage-reports';

const itemQuery = (kind: DamageItemKind, itemId: number) =>
  `${DAMAGE_URL}?${kind === 'tool' ? 'toolId' : 'vehicleId'}=${itemId}`;

/** One item's damage reports, newest first, with their photos' ids. */
export const damageReportsQuery = (kind: DamageItemKind, itemId: number) =>
  queryOptions({
    queryKey: [itemQuery(kind, itemId)],
    queryFn: ({ signal }) =>
      apiRequest<DamageReport[]>('GET', itemQuery(kind, itemId), undefined, { signal }),
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
      return apiUpload<DamageReportCreated>(DAMAGE_URL, form);
    },
    ...refresh,
  });
};
