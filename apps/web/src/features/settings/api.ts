import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountInput, PublicUser } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { apiRequest } from '@/lib/api-client';
import { parseUser, storeUser } from '@/lib/session';

/** Saves one's own name and email; the stored user is merged with the answer (spec 7). */
export const useUpdateProfile = () => {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountInput): Promise<PublicUser> => {
      if (!user) throw new Error('Not signed in');
      const answer = await apiRequest<unknown>('PUT', `/api/users/${user.id}`, input);
      // Whatever the answer lacks keeps its stored value.
      return { ...user, ...input, ...(parseUser(answer) ?? {}) };
    },
    onSuccess: (saved) => {
      storeUser(saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
    },
  });
};

// Changing the password is the auth feature's call: it answers a new session.
export { useChangePasswordMutation } from '@/features/auth/api';
