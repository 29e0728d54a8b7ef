import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AI_STATUS_URL } from '@/features/notifications/api';

export type VerificationAnswer = { email: string };

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<VerificationAnswer>('POST', '/api/auth/verify-email', { token }, { token: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AI_STATUS_URL] }),
  });
};
