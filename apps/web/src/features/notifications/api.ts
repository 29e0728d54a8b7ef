import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipientReach } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import type { SentNotification } from './history';
import type { NotifyRequest } from './notify-form';

export const AI_STATUS_URL = '/api/ai/status';
export const AI_MESSAGES_URL = '/api/ai/messages';

/**
 * How messages are written (a model or the built-in template writer), sent (SMTP or outbox), and
 * whom the organization may address: anyone, or only its members until an admin's e-mail is
 * verified (decision 0012).
 */
export type AiStatus = {
  writer: 'model' | 'template';
  delivery: 'smtp' | 'outbox';
  recipients: RecipientReach;
};

export type ComposedPreview = { subject: string; body: string; writer: 'model' | 'template' };

/** A superadmin acts for the chosen organization; an org admin always for their own (undefined). */
type Scoped = { organizationId?: number };

export const aiStatusQuery = () =>
  queryOptions({
    queryKey: [AI_STATUS_URL],
    queryFn: ({ signal }) => apiRequest<AiStatus>('GET', AI_STATUS_URL, undefined, { signal }),
  });

/** Sent messages, newest first; with no mail server configured this is the outbox. */
export const aiMessagesQuery = ({ organizationId }: Scoped) =>
  queryOptions({
    queryKey: [AI_MESSAGES_URL, organizationId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<SentNotification[]>(
        'GET',
        organizationId ? `${AI_MESSAGES_URL}?organizationId=${organizationId}` : AI_MESSAGES_URL,
        undefined,
        { signal },
      ),
  });

/** POST /api/ai/preview: the message written, not sent. */
export const usePreviewNotification = () =>
  useMutation({
    mutationFn: (body: NotifyRequest & Scoped) =>
      apiRequest<ComposedPreview>('POST', '/api/ai/preview', {
        organizationId: body.organizationId,
        prompt: body.prompt,
        recipients: body.recipients,
      }),
  });

/** POST /api/ai/notify (spec 7 "AI"), with the previewed message when there is one. */
export const useSendNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotifyRequest & Scoped) =>
      apiRequest<SentNotification>('POST', '/api/ai/notify', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AI_MESSAGES_URL] }),
  });
};
