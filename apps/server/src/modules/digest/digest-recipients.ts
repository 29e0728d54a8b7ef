import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { digestDeliveries, tools, users, vehicles } from '../../db/schema.js';

export type DigestRecipient = {
  id: number;
  email: string;
  name: string;
  role: 'org_admin' | 'worker';
  language: Language;
  /** The address is confirmed by a link: only then does the digest go out by mail (decision 0054). */
  emailConfirmed: boolean;
};

const holdsSomething = sql`(exists (select 1 from ${tools} where ${tools.assignedUserId} = ${users.id})
  or exists (select 1 from ${vehicles} where ${vehicles.assignedUserId} = ${users.id}))`;

/**
 * Who may get the organization's digest for `day` and has not yet: its org admins (everything
 * due in the organization), and its workers who hold a tool or vehicle (what is due of theirs).
 * Whether there is anything to tell is the content's to say: nobody gets an empty digest.
 */
export const digestRecipients = async (
  db: Database,
  organizationId: number,
  day: string,
): Promise<DigestRecipient[]> => {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      language: users.language,
      emailConfirmed: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.role, ['org_admin', 'worker']),
        or(eq(users.role, 'org_admin'), holdsSomething),
        notExists(
          db
            .select({ one: sql`1` })
            .from(digestDeliveries)
            .where(and(eq(digestDeliveries.userId, users.id), eq(digestDeliveries.day, day))),
        ),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role === 'org_admin' ? 'org_admin' : 'worker',
    language: isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE,
    emailConfirmed: row.emailConfirmed,
  }));
};
