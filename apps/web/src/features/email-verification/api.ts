import { useMutation } from '@tanstack/react-query';
import type { VerificationAnswer } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

/** POST /api/auth/verify-email/request: a single-use link to the signed-in admin's own address. */
export const useRequestVerificationLink = () =>
  useMutation({
    mutationFn: () => apiRequest<VerificationAnswer>('POST', '/api/auth/verify-email/request'),
  });

/**
 * POST /api/auth/verify-email with the token from the link. Public: the token is the proof, so
 * no session is sent; whom the organization may write to changes, so its status is read again.
 */
export const useVerifyEmail = () => {
  const refresh = useChangeRefresh('user');
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<VerificationAnswer>('POST', '/api/auth/verify-email', { token }, { token: null }),
    ...refresh,
  });
};
