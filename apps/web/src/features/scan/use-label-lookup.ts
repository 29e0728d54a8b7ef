import { useCallback } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LabelResolution } from '@toolyard/shared';
import { labelQuery } from '@/features/labels';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { resolveFromKept, type KeptQuery, type Reader } from './cached-labels';

export type Lookup =
  | { type: 'found'; resolution: LabelResolution }
  | { type: 'notFound' }
  | { type: 'notOnPhone' }
  | { type: 'failed' };

const keptQueries = (queryClient: QueryClient): KeptQuery[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));

/**
 * What a read label is. Online the server says (asked again each time: status and hand-overs
 * change); without a network — or when the request cannot reach the server — what the device
 * keeps says, or that this label is not on the phone. An unknown code and another organization's
 * are the same "not found".
 */
export const useLabelLookup = () => {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useCallback(
    async (code: string): Promise<Lookup> => {
      const fromDevice = (): Lookup => {
        if (!user) return { type: 'notOnPhone' };
        const reader: Reader = {
          id: user.id,
          role: user.role,
          organizationId: user.organizationId,
        };
        const resolution = resolveFromKept(keptQueries(queryClient), code, reader);
        return resolution ? { type: 'found', resolution } : { type: 'notOnPhone' };
      };
      if (!onlineManager.isOnline()) return fromDevice();
      try {
        const resolution = await queryClient.fetchQuery({ ...labelQuery(code), staleTime: 0 });
        return { type: 'found', resolution };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { type: 'notFound' };
        // fetch's TypeError: the request never reached the server (the signal dropped).
        if (error instanceof TypeError) return fromDevice();
        return { type: 'failed' };
      }
    },
    [queryClient, user],
  );
};
