import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  api,
  type ToolInput,
  type ToolStatusChangeInput,
  type ToolUpdateInput,
} from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, urlOf } from '@/lib/api-call';

export const TOOLS_URL = api.tools.list.path;

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Tool } from '@toolyard/shared';

/** One tool for its page, with who has it and where it is; 404 when not the reader's. */
export const toolQuery = (toolId: number) =>
  queryOptions({
    queryKey: [urlOf(api.tools.read, { id: toolId })],
    queryFn: ({ signal }) => call(api.tools.read, { params: { id: toolId }, signal }),
  });

/** Newest first. */
export const toolLogsQuery = (toolId: number) =>
  queryOptions({
    queryKey: [urlOf(api.tools.readLog, { id: toolId })],
    queryFn: ({ signal }) => call(api.tools.readLog, { params: { id: toolId }, signal }),
  });

export const useCreateTool = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: (body: ToolInput) => call(api.tools.create, { body }),
    ...refresh,
  });
};

export const useUpdateTool = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolUpdateInput }) =>
      call(api.tools.update, { params: { id }, body }),
    ...refresh,
  });
};

export const useDeleteTool = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: (id: number) => call(api.tools.delete, { params: { id } }),
    ...refresh,
  });
};

/** 409 with a localized message when the move is not allowed (any more). */
export const useChangeToolStatus = () => {
  const refresh = useChangeRefresh('tool');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolStatusChangeInput }) =>
      call(api.tools.changeStatus, { params: { id }, body }),
    ...refresh,
  });
};
