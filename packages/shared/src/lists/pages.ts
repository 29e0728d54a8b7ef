import { z } from '../zod.js';
import { TIRE_TYPES, TOOL_STATUSES, VEHICLE_STATUSES } from '../inventory/status-machines.js';

/** A page of a list screen: the default and the most a client may ask for at once. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** Longer searches are refused; nobody types more into a list's search box. */
export const SEARCH_MAX = 200;

/**
 * The query every list endpoint accepts (issue 8). Without `limit` and `cursor` an endpoint
 * answers the whole list as an array, as the spec's screens expect; with either it answers a
 * `Page`. `search` and `status` filter both forms.
 */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ message: 'validation.invalidValue' })
    .min(1, { message: 'validation.invalidValue' })
    .max(PAGE_SIZE_MAX, { message: 'validation.invalidValue' })
    .optional(),
  cursor: z.string().min(1).max(512, { message: 'validation.invalidValue' }).optional(),
  search: z.string().max(SEARCH_MAX, { message: 'validation.textMax' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const toolListQuerySchema = listQuerySchema.extend({
  status: z.enum(TOOL_STATUSES, { error: 'validation.invalidValue' }).optional(),
});
export const vehicleListQuerySchema = listQuerySchema.extend({
  status: z.enum(VEHICLE_STATUSES, { error: 'validation.invalidValue' }).optional(),
  /** The tire alert asks only for the vehicles on the season's wrong tires, not the whole fleet. */
  tireType: z.enum(TIRE_TYPES, { error: 'validation.invalidValue' }).optional(),
});
export type ToolListQuery = z.infer<typeof toolListQuerySchema>;
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

export const isPageRequest = (query: ListQuery) =>
  query.limit !== undefined || query.cursor !== undefined;
