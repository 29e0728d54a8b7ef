import { useMutation } from '@tanstack/react-query';
import type {
  AcceptInvitationInput,
  AuthResponse,
  ChangePasswordInput,
  LoginInput,
  RegisterRequest,
} from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { apiRequest } from '@/lib/api-client';
import { parseUser } from '@/lib/session';

/** Posts to an endpoint that answers {token, user}; refuses an answer it could not store. */
const requestSession = async (path: string, body: unknown): Promise<AuthResponse> => {
  const response = await apiRequest<Partial<AuthResponse> | undefined>('POST', path, body);
  const user = parseUser(response?.user);
  if (!response?.token || !user) throw new Error('The server answered without a usable session');
  return { token: response.token, user };
};

export const useLoginMutation = () =>
  useMutation({
    mutationFn: (input: LoginInput) => requestSession('/api/auth/login', input),
  });

export const useRegisterMutation = () =>
  useMutation({
    mutationFn: (input: RegisterRequest) => requestSession('/api/auth/register', input),
  });

/**
 * POST /api/auth/invitation: an invited worker's first password, from the link in their mail
 * (decision 0059). Public: the token is the proof; the answer signs them in.
 */
export const useAcceptInvitationMutation = () =>
  useMutation({
    mutationFn: (input: AcceptInvitationInput) => requestSession('/api/auth/invitation', input),
  });

/** Changing the password revokes the old token; the answer's new one replaces it at once. */
export const useChangePasswordMutation = () => {
  const { login } = useSession();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => requestSession('/api/auth/change-password', input),
    onSuccess: ({ token, user }) => login(token, user),
  });
};
