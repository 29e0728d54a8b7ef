import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AuthResponse,
  ListedUser,
  PublicUser,
  UserCreateInput,
  UserUpdateInput,
} from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';
import { parseUser } from '@/lib/session';

export const USERS_URL = '/api/users';

/** Superadmin: every user but workers. Org admin: the workers of their organization. */
export const usersQuery = () =>
  queryOptions({
    queryKey: [USERS_URL],
    queryFn: ({ signal }) => apiRequest<ListedUser[]>('GET', USERS_URL, undefined, { signal }),
  });

export const useCreateUser = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: (body: UserCreateInput) => apiRequest<ListedUser>('POST', USERS_URL, body),
    ...refresh,
  });
};

export const useUpdateUser = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UserUpdateInput }) =>
      apiRequest<ListedUser>('PUT', `${USERS_URL}/${id}`, changes),
    ...refresh,
  });
};

export const useDeleteUser = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${USERS_URL}/${id}`),
    ...refresh,
  });
};

/** Starts acting as another user; the session keeps the real identity to return to. */
export const useImpersonate = () => {
  const { impersonate } = useSession();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await apiRequest<Partial<AuthResponse> | undefined>(
        'POST',
        `/api/auth/impersonate/${id}`,
      );
      const user = parseUser(answer?.user);
      if (!answer?.token || !user) throw new Error('The server answered without a usable session');
      return { token: answer.token, user };
    },
    // The session provider stores it, clears the cache and opens /dashboard.
    onSuccess: ({ token, user }: { token: string; user: PublicUser }) => impersonate(token, user),
  });
};
