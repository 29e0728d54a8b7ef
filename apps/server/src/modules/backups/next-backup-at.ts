const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next moment after `now` that a daily schedule fires: a cron line of the form "M H * * *"
 * read in UTC, the one form the backups use (backup-queue.ts). Any other form is refused rather
 * than guessed at. UTC has no summer time, so every day is 24 hours long.
 */
export const nextDailyRun = (cron: string, now: Date): Date => {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  const minute = Number(match?.[1]);
  const hour = Number(match?.[2]);
  if (!match || minute > 59 || hour > 23)
    throw new Error(`"${cron}" is not a daily schedule ("minute hour * * *")`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(today > now.getTime() ? today : today + DAY_MS);
};
