import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api, type Language, type Notices } from '@toolyard/shared';
import { call } from '@/lib/api-call';

/** Keyed by the URL like every query: live events and the refresh helpers find it so. */
export const NOTICES_URL = api.notices.list.path;
const KEY = [NOTICES_URL];

type NoticePages = InfiniteData<Notices, number>;

/** The caller's notices, newest first, a page at a time (`fetchNextPage` for older ones). */
export const useNotices = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: KEY,
    queryFn: ({ pageParam, signal }) =>
      call(api.notices.list, { query: { before: pageParam || undefined }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more ? last.items.at(-1)?.id : undefined),
    enabled,
  });

/** Marks the notices the reader has seen read; the bell's number follows the answer. */
export const useMarkNoticesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(api.notices.markRead, { body: { ids } }),
    onSuccess: ({ unread }, ids) => {
      const read = new Set(ids);
      queryClient.setQueryData<NoticePages>(KEY, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page, index) => ({
                ...page,
                ...(index === 0 ? { unread } : {}),
                items: page.items.map((notice) =>
                  read.has(notice.id) ? { ...notice, read: true } : notice,
                ),
              })),
            }
          : old,
      );
    },
  });
};

/** Tells the server the language the app shows, so the reader's digest comes in it. */
export const useRememberLanguage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => call(api.notices.setLanguage, { body: { language } }),
    onSuccess: (_answer, language) =>
      queryClient.setQueryData<NoticePages>(KEY, (old) =>
        old
          ? { ...old, pages: old.pages.map((page, i) => (i === 0 ? { ...page, language } : page)) }
          : old,
      ),
  });
};
