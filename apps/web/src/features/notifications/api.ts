import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type AiNotifyInput } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call } from '@/lib/api-call';

export const AI_STATUS_URL = api.notifications.status.path;
/**
 * Sent messages (newest first unless sorted), paged: with no mail server configured this is the
 * outbox. A superadmin reads the chosen organization's (`organizationId`); an org admin their own.
 */
export const AI_MESSAGES_URL = api.notifications.history.path;

// The wire types are the server's (packages/shared/src/notifications/responses.ts).
export type { AiStatus } from '@toolyard/shared';

export const aiStatusQuery = () =>
  queryOptions({
    queryKey: [AI_STATUS_URL],
    queryFn: ({ signal }) => call(api.notifications.status, { signal }),
  });

/** POST /api/ai/preview: the message written, not sent. */
export const usePreviewNotification = () =>
  useMutation({
    mutationFn: (body: AiNotifyInput) =>
      call(api.notifications.preview, {
        body: {
          organizationId: body.organizationId,
          prompt: body.prompt,
          recipients: body.recipients,
        },
      }),
  });

/** POST /api/ai/notify, with the previewed message when there is one. */
export const useSendNotification = () => {
  const refresh = useChangeRefresh('notification');
  return useMutation({
    mutationFn: (body: AiNotifyInput) => call(api.notifications.send, { body }),
    ...refresh,
  });
};
