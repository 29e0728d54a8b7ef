import { TOOL_STATUSES } from '@toolyard/shared';
import { filterItems, statusTabsOf } from '@/lib/status-filters';
import type { Tool } from './api';

/** Tools: the status tabs, "all" first. */
export const TOOL_FILTERS = statusTabsOf(TOOL_STATUSES);

/**
 * Which tools a tab and a search show (the server's rule, kept as the reference): the search
 * reads name, description, serial number, branch name and site name.
 */
export const filterTools = (tools: readonly Tool[], view: { status: string; query: string }) =>
  filterItems(tools, view, (tool) => [
    tool.name,
    tool.description,
    tool.serialNumber,
    tool.branch.name,
    tool.site?.name,
  ]);
