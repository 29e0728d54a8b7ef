import { and, eq, sql } from 'drizzle-orm';
import type { NoticeLanguage } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';

/**
 * PUT /api/notices/language: the language the app shows this user, so their notices and daily
 * digest come in it. A superadmin acting as the user leaves theirs as it is: the language they
 * read in is their own, not the user's. Saving the same language again writes nothing.
 */
export const setNoticeLanguage = async (db: Database, auth: AuthContext, input: NoticeLanguage) => {
  if (auth.impersonatorUserId !== null) return;
  await db
    .update(users)
    .set({ language: input.language })
    .where(
      and(eq(users.id, auth.user.id), sql`${users.language} is distinct from ${input.language}`),
    );
};
