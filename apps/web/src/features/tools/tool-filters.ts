import { TOOL_STATUSES, type ToolStatus } from '@toolyard/shared';
import { filterBySearch } from '@/lib/text-search';
import type { Tool } from './api';

/** Spec 2 "Tools": the status tabs, "all" first. */
export const TOOL_FILTERS = ['all', ...TOOL_STATUSES] as const;
export type ToolFilter = (typeof TOOL_FILTERS)[number];

export const isToolFilter = (value: string | null): value is ToolFilter =>
  (TOOL_FILTERS as readonly (string | null)[]).includes(value);

/** Spec 2: name, description, serial number, branch name and site name. */
export const toolSearchFields = (tool: Tool) => [
  tool.name,
  tool.description,
  tool.serialNumber,
  tool.branch.name,
  tool.site?.name,
];

/** The tools the table shows for a status tab and a search. */
export const filterTools = (
  tools: readonly Tool[],
  { status, query }: { status: ToolFilter; query: string },
) =>
  filterBySearch(
    status === 'all' ? tools : tools.filter((tool) => tool.status === (status as ToolStatus)),
    query,
    toolSearchFields,
  );
