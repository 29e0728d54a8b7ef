import { z } from '../zod.js';

const named = z.object({ id: z.number(), name: z.string() });

/** A daily report as GET /api/reports answers it; `reportDate` is 'yyyy-MM-dd'. */
export const reportResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  title: z.string(),
  content: z.string(),
  siteId: z.number(),
  userId: z.number().nullable(),
  reportDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  site: z.object({ id: z.number(), name: z.string(), branch: named, organization: named }),
});
export type Report = z.output<typeof reportResponseSchema>;
