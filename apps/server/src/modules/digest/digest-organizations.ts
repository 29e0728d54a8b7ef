import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema.js';

/** An organization whose digest hour it is, and the day (its own, 'yyyy-MM-dd') that is. */
export type DigestTurn = { organizationId: number; day: string };

/**
 * The organizations whose local hour at `at` is their digest hour: each counts hours in its own
 * time zone, so one sweep an hour (or more often: the deliveries keep it to one a day) reaches
 * every organization at its hour, whatever the server's zone.
 */
export const organizationsAtDigestHour = async (db: Database, at: Date): Promise<DigestTurn[]> => {
  const local = sql`(${at.toISOString()}::timestamptz at time zone ${organizations.timeZone})`;
  return db
    .select({
      organizationId: organizations.id,
      day: sql<string>`(${local})::date::text`,
    })
    .from(organizations)
    .where(sql`extract(hour from ${local}) = ${organizations.digestHour}`)
    .orderBy(organizations.id);
};
