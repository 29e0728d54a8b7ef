import { TOOL_STATUSES, type ToolStatus } from '@toolyard/shared';
import { filterBySearch } from '@/lib/text-search';
import type { Tool } from './api';

/** Tools: the status tabs, "all" first. */
export const TOOL_FILTERS = ['all', ...TOOL_STATUSES] as const;
export type ToolFilter = (typeof TOOL_FILTERS)[number];

/** Name, description, serial number, branch name and site name. */
export const toolSearchFields = (tool: Tool) => [
  tool.name,
  tool.description,
  tool.serialNumber,
  tool.branch.name,
  tool.site?.name,
];

/**
 * Which tools a status tab and a search show: the spec's rule. The screen asks the server for
 * them (`status`, `search`); this keeps the rule, pinned down by its tests, as the reference.
 */
export const filterTools = (
  tools: readonly Tool[],
  { status, query }: { status: ToolFilter; query: string },
) =>
  filterBySearch(
    status === 'all' ? tools : tools.filter((tool) => tool.status === (status as ToolStatus)),
    query,
    toolSearchFields,
  );
