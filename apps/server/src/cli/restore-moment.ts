/**
 * The moment `npm run restore -- --to …` names: "2026-11-27 14:05" (seconds optional) in this
 * machine's time zone, or with an offset ("…+01:00", "…Z"). Anything else: undefined.
 */
export const parseRestoreMoment = (text: string): Date | undefined => {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const offset = match[7];
  const local = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  if (
    local.getFullYear() !== year ||
    local.getMonth() !== month! - 1 ||
    local.getDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  )
    return undefined;
  if (offset === undefined) return local;
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (offset === 'Z') return new Date(utc);
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return new Date(utc - sign * minutes * 60_000);
};
