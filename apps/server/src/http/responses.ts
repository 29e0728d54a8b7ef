import { z } from 'zod';
import { ROLES } from '@toolyard/shared';

/** Response shapes shared by several modules; they also document the API in OpenAPI. */
export const publicUserResponse = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  organizationId: z.number().nullable(),
  organization: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export const authResponse = z.object({ token: z.string(), user: publicUserResponse });

export const organizationResponse = z.object({
  id: z.number(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  winterMonths: z.string(),
  summerMonths: z.string(),
  createdAt: z.string(),
});

export const countResponse = z.object({ count: z.number() });

/** A list endpoint's answer: the whole list, or (with limit/cursor) one page of it. */
export const listResponse = <Item extends z.ZodType>(item: Item) =>
  z.union([z.array(item), z.object({ items: z.array(item), nextCursor: z.string().nullable() })]);
