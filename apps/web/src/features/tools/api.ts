import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  Tool,
  ToolInput,
  ToolLog,
  ToolStatusChangeInput,
  ToolUpdateInput,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

export const TOOLS_URL = '/api/tools';

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Tool } from '@toolyard/shared';

/** One tool for its page, with who has it and where it is; 404 when not the reader's. */
export const toolQuery = (toolId: number) =>
  queryOptions({
    queryKey: [`${TOOLS_URL}/${toolId}`],
    queryFn: ({ signal }) =>
      apiRequest<Tool>('GET', `${TOOLS_URL}/${toolId}`, undefined, { signal }),
  });

/** Newest first. */
export const toolLogsQuery = (toolId: number) =>
  queryOptions({
    queryKey: [`${TOOLS_URL}/${toolId}/logs`],
    queryFn: ({ signal }) =>
      apiRequest<ToolLog[]>('GET', `${TOOLS_URL}/${toolId}/logs`, undefined, { signal }),
  });

export const useCreateTool = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: (body: ToolInput) => apiRequest<Tool>('POST', TOOLS_URL, body),
    ...refresh,
  });
};

export const useUpdateTool = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolUpdateInput }) =>
      apiRequest<Tool>('PUT', `${TOOLS_URL}/${id}`, body),
    ...refresh,
  });
};

export const useDeleteTool = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${TOOLS_URL}/${id}`),
    ...refresh,
  });
};

/** 409 with a localized message when the move is not allowed (any more). */
export const useChangeToolStatus = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolStatusChangeInput }) =>
      apiRequest<Tool>('POST', `${TOOLS_URL}/${id}/status`, body),
    ...refresh,
  });
};
