// Without zod: the web app's shell reads these (the bell's number), and a schema module in its
// start-up code was a twentieth of a second of a slow phone's main thread.

/** The bell's list: the newest first, this many at a time (the default), at most the maximum. */
export const NOTICES_PAGE_DEFAULT = 20;
export const NOTICES_PAGE_MAX = 50;
/** At most this many notices marked read by id in one call; without ids, all of them. */
export const NOTICE_READ_IDS_MAX = 100;
/** The bell shows counts up to this; more read as "99+". */
export const NOTICE_COUNT_SHOWN_MAX = 99;

/** The bell's number: nothing for none, the count up to 99, then "99+". */
export const noticeCountText = (unread: number): string | null =>
  unread <= 0
    ? null
    : unread > NOTICE_COUNT_SHOWN_MAX
      ? `${NOTICE_COUNT_SHOWN_MAX}+`
      : String(unread);
