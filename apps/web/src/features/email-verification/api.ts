import { useMutation } from '@tanstack/react-query';
import { api } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call } from '@/lib/api-call';

/** POST /api/auth/verify-email/request: a single-use link to the signed-in admin's own address. */
export const useRequestVerificationLink = () =>
  useMutation({
    mutationFn: () => call(api.auth.requestVerification),
  });

/**
 * POST /api/auth/verify-email with the token from the link. Public: the token is the proof, so
 * no session is sent; whom the organization may write to changes, so its status is read again.
 */
export const useVerifyEmail = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: (token: string) => call(api.auth.verifyEmail, { body: { token }, token: null }),
    ...refresh,
  });
};
