import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { isLanguage, noticeCountText, type Notice } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCollisionPadding } from '@/components/ui/use-collision-padding';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/use-date-format';
import { useSession } from '@/lib/session-context';
import { useMarkNoticesRead, useNotices, useRememberLanguage } from './api';
import { noticeLink, noticeText } from './notice-wording';

const TITLE_ID = 'notices-title';

/**
 * The header's bell: the number of unread notices (none: no number; over 99: "99+"),
 * and a panel listing them in the reader's language, each leading to what it is about. Opening
 * it marks the notices shown read; those stay marked "unread" in the panel until it closes, so
 * the reader still sees which are new. New notices arrive by live event (use-live-updates.ts).
 */
export const NoticeBell = () => {
  const { t } = useTranslation();
  const { user, isImpersonating } = useSession();
  const [open, setOpen] = useState(false);
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<number>>(new Set());
  const notices = useNotices(Boolean(user));
  const markRead = useMarkNoticesRead();
  const first = notices.data?.pages[0];
  const items = notices.data?.pages.flatMap((page) => page.items) ?? [];
  const count = noticeCountText(first?.unread ?? 0);
  const collisionPadding = useCollisionPadding();

  useRememberedLanguage(first?.language, isImpersonating);

  // Opening shows the notices; what was unread among them is read from now on. A superadmin
  // looking as someone else leaves them unread for that user.
  const unreadShown =
    open && !isImpersonating ? items.filter((notice) => !notice.read).map((n) => n.id) : [];
  const toMark = unreadShown.join(',');
  const { mutate } = markRead;
  useEffect(() => {
    if (!toMark) return;
    const ids = toMark.split(',').map(Number);
    setNewOnOpen((seen) => new Set([...seen, ...ids]));
    mutate(ids);
  }, [toMark, mutate]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setNewOnOpen(new Set());
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            count
              ? t('header.notificationsLabel', { count: count as unknown as number })
              : t('header.notifications')
          }
        >
          <Bell aria-hidden="true" />
          {count && (
            <span
              aria-hidden="true"
              className="absolute right-0.5 top-0.5 flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[0.65rem] font-bold leading-4 text-white"
            >
              {count}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      {/* No portal: the panel stays in the header's landmark; Radix positions it `fixed`. */}
      <Popover.Content
        align="end"
        sideOffset={6}
        collisionPadding={collisionPadding}
        aria-labelledby={TITLE_ID}
        className="z-50 flex max-h-[min(32rem,70vh)] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-md border border-border bg-card text-foreground shadow-lg outline-none"
      >
        <h2 id={TITLE_ID} className="border-b border-border px-4 py-3 text-sm font-semibold">
          {t('notices.title')}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {notices.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          ) : notices.isError && items.length === 0 ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {t('notices.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">{t('notices.empty')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {items.map((notice) => (
                <NoticeRow
                  key={notice.id}
                  notice={notice}
                  isNew={newOnOpen.has(notice.id) || !notice.read}
                  link={noticeLink(notice, user?.role)}
                  onFollow={() => onOpenChange(false)}
                />
              ))}
            </ul>
          )}
        </div>
        {notices.hasNextPage && (
          <div className="border-t border-border p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={notices.isFetchingNextPage}
              onClick={() => void notices.fetchNextPage()}
            >
              {t('notices.older')}
            </Button>
          </div>
        )}
      </Popover.Content>
    </Popover.Root>
  );
};

type NoticeRowProps = {
  notice: Notice;
  isNew: boolean;
  link: string | null;
  onFollow: () => void;
};

const NoticeRow = ({ notice, isNew, link, onFollow }: NoticeRowProps) => {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const text = noticeText(t, notice);
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            isNew ? 'bg-primary' : 'bg-transparent',
          )}
        />
        <span className="min-w-0 flex-1">
          {isNew && <span className="sr-only">{t('notices.unread')}: </span>}
          <span className={cn('block break-words text-sm', isNew && 'font-medium')}>{text}</span>
          <span className="block text-xs text-muted-foreground">{dateTime(notice.createdAt)}</span>
        </span>
      </span>
    </>
  );
  return (
    <li>
      {link ? (
        <Link
          to={link}
          onClick={onFollow}
          className="block px-4 py-3 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          {body}
        </Link>
      ) : (
        <div className="px-4 py-3">{body}</div>
      )}
    </li>
  );
};

/**
 * Tells the server the language the app shows whenever it differs from the one it keeps (once
 * per language): the reader's digest and notices then come in it. Not while a superadmin acts
 * as someone: their language is not the user's.
 */
const useRememberedLanguage = (kept: string | null | undefined, isImpersonating: boolean) => {
  const { i18n } = useTranslation();
  const { mutate } = useRememberLanguage();
  const asked = useRef<string | null>(null);
  const shown = i18n.resolvedLanguage;
  useEffect(() => {
    if (kept === undefined || isImpersonating || !isLanguage(shown) || shown === kept) return;
    if (asked.current === shown) return;
    asked.current = shown;
    mutate(shown);
  }, [kept, shown, isImpersonating, mutate]);
};
