import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListedUser, PublicUser, Role } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { apiRequest } from '@/lib/api-client';
import { parseUser } from '@/lib/session';

export const USERS_URL = '/api/users';
// The organization page's worker list (its own query) must follow changes made here too.
const WORKERS_URL = '/api/users/workers';

/** Superadmin: every user but workers. Org admin: the workers of their organization. */
export const usersQuery = () =>
  queryOptions({
    queryKey: [USERS_URL],
    queryFn: ({ signal }) => apiRequest<ListedUser[]>('GET', USERS_URL, undefined, { signal }),
  });

/** POST /api/users. An org admin's role and organization are forced by the server anyway. */
export type UserCreateBody = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: number | null;
};

/** PUT /api/users/{id}: only what changes; a password only when a new one was typed. */
export type UserUpdateBody = Partial<UserCreateBody>;

const useRefreshUserLists = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
      queryClient.invalidateQueries({ queryKey: [WORKERS_URL] }),
    ]);
};

export const useCreateUser = () => {
  const refresh = useRefreshUserLists();
  return useMutation({
    mutationFn: (body: UserCreateBody) => apiRequest<ListedUser>('POST', USERS_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateUser = () => {
  const refresh = useRefreshUserLists();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UserUpdateBody }) =>
      apiRequest<ListedUser>('PUT', `${USERS_URL}/${id}`, changes),
    onSuccess: () => refresh(),
  });
};

export const useDeleteUser = () => {
  const refresh = useRefreshUserLists();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${USERS_URL}/${id}`),
    onSuccess: () => refresh(),
  });
};

/** Starts acting as another user; the session keeps the real identity to return to. */
export const useImpersonate = () => {
  const { impersonate } = useSession();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await apiRequest<{ token?: string; user?: unknown }>(
        'POST',
        `/api/auth/impersonate/${id}`,
      );
      const user = parseUser(answer?.user);
      if (!answer?.token || !user) throw new Error('The server answered without a usable session');
      return { token: answer.token, user };
    },
    // The session provider stores it, clears the cache and opens /dashboard (spec 2).
    onSuccess: ({ token, user }: { token: string; user: PublicUser }) => impersonate(token, user),
  });
};
