import { cn } from '@/lib/cn';

/** Initials on the brand colour, with the text colour computed to stay readable. */
export const InitialsAvatar = ({
  initials,
  className,
}: {
  initials: string;
  className?: string;
}) => (
  <span
    aria-hidden="true"
    className={cn(
      'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-semibold text-on-primary-700',
      className,
    )}
  >
    {initials}
  </span>
);
