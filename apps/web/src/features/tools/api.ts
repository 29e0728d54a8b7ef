import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LogNoteValues, ToolStatus } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';

export const TOOLS_URL = '/api/tools';

/** A tool as GET /api/tools lists it (spec 3). */
export type Tool = {
  id: number;
  organizationId: number;
  name: string;
  description: string | null;
  serialNumber: string | null;
  purchaseDate: string | null;
  status: ToolStatus;
  lastMaintenanceDate: string | null;
  nextMaintenanceDate: string | null;
  branchId: number;
  siteId: number | null;
  storageUnitId: number | null;
  assignedUserId: number | null;
  assignmentDate: string | null;
  checkoutDate: string | null;
  condition: string | null;
  notes: string | null;
  branch: { id: number; name: string };
  site: { id: number; name: string } | null;
  assignedUser: { id: number; firstName: string; lastName: string } | null;
  createdAt: string;
};

/** POST body; PUT takes the same without a status (status moves go through /status). */
export type ToolBody = {
  name: string;
  description: string | null;
  serialNumber: string | null;
  purchaseDate: string | null;
  status: ToolStatus;
  lastMaintenanceDate: string | null;
  nextMaintenanceDate: string | null;
  branchId: number;
  siteId: number | null;
};
export type ToolUpdateBody = Omit<ToolBody, 'status'>;

/** POST /api/tools/{id}/status: checked against the status machine and logged in one go. */
export type ToolStatusBody = {
  status: ToolStatus;
  siteId?: number | null;
  assignedUserId?: number | null;
  notes?: string | null;
};

export type ToolLog = {
  id: number;
  action: string;
  notes: string | null;
  /** What the system says, worded here in the reader's language (`notes` is its English form). */
  noteCode: string | null;
  noteValues: LogNoteValues | null;
  /** What a person typed, if anything. */
  typedNotes: string | null;
  timestamp: string;
  user: { firstName: string; lastName: string } | null;
  site: { id: number; name: string } | null;
};

/** Newest first. */
export const toolLogsQuery = (toolId: number) =>
  queryOptions({
    queryKey: [`${TOOLS_URL}/${toolId}/logs`],
    queryFn: ({ signal }) =>
      apiRequest<ToolLog[]>('GET', `${TOOLS_URL}/${toolId}/logs`, undefined, { signal }),
  });

// Tools (with their logs, counts and summaries), storage contents, activity and dashboards.
const AFFECTED = [TOOLS_URL, '/api/storage-units', '/api/activity', '/api/dashboard'];

export const useCreateTool = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (body: ToolBody) => apiRequest<Tool>('POST', TOOLS_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateTool = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolUpdateBody }) =>
      apiRequest<Tool>('PUT', `${TOOLS_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

export const useDeleteTool = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${TOOLS_URL}/${id}`),
    onSuccess: () => refresh(),
  });
};

/** 409 with a localized message when the move is not allowed (any more). */
export const useChangeToolStatus = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolStatusBody }) =>
      apiRequest<Tool>('POST', `${TOOLS_URL}/${id}/status`, body),
    onSuccess: () => refresh(),
  });
};
