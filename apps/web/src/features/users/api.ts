import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type PublicUser, type UserCreateInput, type UserUpdateInput } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { useChangeRefresh } from '@/lib/change-refresh';
import { parseUser } from '@/lib/session';
import { call, callWhole } from '@/lib/api-call';

export const USERS_URL = api.users.list.path;

/** Superadmin: every user but workers. Org admin: the workers of their organization. */
export const usersQuery = () =>
  queryOptions({
    queryKey: [USERS_URL],
    queryFn: ({ signal }) => callWhole(api.users.list, { signal }),
  });

export const useCreateUser = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: (body: UserCreateInput) => call(api.users.create, { body }),
    ...refresh,
  });
};

export const useUpdateUser = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UserUpdateInput }) =>
      call(api.users.update, { params: { id }, body: changes }),
    ...refresh,
  });
};

export const useDeleteUser = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: (id: number) => call(api.users.delete, { params: { id } }),
    ...refresh,
  });
};

/** Starts acting as another user; the session keeps the real identity to return to. */
export const useImpersonate = () => {
  const { impersonate } = useSession();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await call(api.auth.impersonate, { params: { id } });
      const user = parseUser(answer?.user);
      if (!answer?.token || !user) throw new Error('The server answered without a usable session');
      return { token: answer.token, user };
    },
    // The session provider stores it, clears the cache and opens /dashboard.
    onSuccess: ({ token, user }: { token: string; user: PublicUser }) => impersonate(token, user),
  });
};
