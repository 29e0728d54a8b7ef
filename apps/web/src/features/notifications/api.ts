import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AiNotifyInput, AiStatus, ComposedMessage, SentNotification } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

export const AI_STATUS_URL = '/api/ai/status';
/**
 * Sent messages (newest first unless sorted), paged: with no mail server configured this is the
 * outbox. A superadmin reads the chosen organization's (`organizationId`); an org admin their own.
 */
export const AI_MESSAGES_URL = '/api/ai/messages';

// The wire types are the server's (packages/shared/src/notifications/responses.ts).
export type { AiStatus } from '@toolyard/shared';

export const aiStatusQuery = () =>
  queryOptions({
    queryKey: [AI_STATUS_URL],
    queryFn: ({ signal }) => apiRequest<AiStatus>('GET', AI_STATUS_URL, undefined, { signal }),
  });

/** POST /api/ai/preview: the message written, not sent. */
export const usePreviewNotification = () =>
  useMutation({
    mutationFn: (body: AiNotifyInput) =>
      apiRequest<ComposedMessage>('POST', '/api/ai/preview', {
        organizationId: body.organizationId,
        prompt: body.prompt,
        recipients: body.recipients,
      }),
  });

/** POST /api/ai/notify, with the previewed message when there is one. */
export const useSendNotification = () => {
  const refresh = useChangeRefresh('notification');
  return useMutation({
    mutationFn: (body: AiNotifyInput) =>
      apiRequest<SentNotification>('POST', '/api/ai/notify', body),
    ...refresh,
  });
};
