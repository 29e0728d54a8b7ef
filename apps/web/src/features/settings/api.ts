import { useMutation } from '@tanstack/react-query';
import type { AccountInput, PublicUser } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';
import { parseUser, storeUser } from '@/lib/session';

/** Saves one's own name and email; the stored user is merged with the answer. */
export const useUpdateProfile = () => {
  const { user } = useSession();
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: async (input: AccountInput): Promise<PublicUser> => {
      if (!user) throw new Error('Not signed in');
      const answer = await apiRequest<unknown>('PUT', `/api/users/${user.id}`, input);
      // Whatever the answer lacks keeps its stored value.
      return { ...user, ...input, ...(parseUser(answer) ?? {}) };
    },
    onSuccess: (saved) => storeUser(saved),
    // The user lists, and whom the organization may write to (a new address is unverified).
    ...refresh,
  });
};

// Changing the password is the auth feature's call: it answers a new session.
export { useChangePasswordMutation } from '@/features/auth';
