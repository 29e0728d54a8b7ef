import { useMutation } from '@tanstack/react-query';
import {
  api,
  type AcceptInvitationInput,
  type AuthResponse,
  type ChangePasswordInput,
  type Endpoint,
  type LoginInput,
  type RegisterRequest,
} from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { parseUser } from '@/lib/session';
import { call } from '@/lib/api-call';

/** Posts to an endpoint that answers {token, user}; refuses an answer it could not store. */
const requestSession = async (entry: Endpoint, body: unknown): Promise<AuthResponse> => {
  // Checked, not trusted: an answer without a usable session must not be stored.
  const response = (await call(entry, { body })) as Partial<AuthResponse> | undefined;
  const user = parseUser(response?.user);
  if (!response?.token || !user) throw new Error('The server answered without a usable session');
  return { token: response.token, user };
};

export const useLoginMutation = () =>
  useMutation({
    mutationFn: (input: LoginInput) => requestSession(api.auth.login, input),
  });

export const useRegisterMutation = () =>
  useMutation({
    mutationFn: (input: RegisterRequest) => requestSession(api.auth.register, input),
  });

/**
 * POST /api/auth/invitation: an invited worker's first password, from the link in their mail
 * (decision 0059). Public: the token is the proof; the answer signs them in.
 */
export const useAcceptInvitationMutation = () =>
  useMutation({
    mutationFn: (input: AcceptInvitationInput) => requestSession(api.auth.acceptInvitation, input),
  });

/** Changing the password revokes the old token; the answer's new one replaces it at once. */
export const useChangePasswordMutation = () => {
  const { login } = useSession();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => requestSession(api.auth.changePassword, input),
    onSuccess: ({ token, user }) => login(token, user),
  });
};
