import { api } from '@toolyard/shared';
import { itemApi } from '@/features/items';

const tools = itemApi(api.tools, 'tool');

export const TOOLS_URL = tools.listUrl;

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Tool } from '@toolyard/shared';

export const toolQuery = tools.itemQuery;
export const toolLogsQuery = tools.logsQuery;
export const useCreateTool = tools.useCreate;
export const useUpdateTool = tools.useUpdate;
export const useDeleteTool = tools.useDelete;
export const useChangeToolStatus = tools.useChangeStatus;
