import { useMutation } from '@tanstack/react-query';
import { api, type AccountInput, type PublicUser } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { useChangeRefresh } from '@/lib/change-refresh';
import { parseUser, storeUser } from '@/lib/session';
import { call } from '@/lib/api-call';

/** Saves one's own name and email; the stored user is merged with the answer. */
export const useUpdateProfile = () => {
  const { user } = useSession();
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: async (input: AccountInput): Promise<PublicUser> => {
      if (!user) throw new Error('Not signed in');
      const answer = await call(api.users.update, { params: { id: user.id }, body: input });
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
