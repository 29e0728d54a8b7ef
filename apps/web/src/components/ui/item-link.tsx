import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** A link to a record's own page, as a list's name cell or a page's fact shows it. */
export const ItemLink = ({
  to,
  children,
  className,
  'aria-label': ariaLabel,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}) => (
  <Link
    to={to}
    aria-label={ariaLabel}
    className={cn(
      // On a phone its tap area reaches 12 px beyond the text each way (a gloved thumb, decision
      // 0062) without moving the text around it; one box, also when its text wraps.
      "max-md:relative max-md:inline-block max-md:after:absolute max-md:after:-inset-3 max-md:after:content-['']",
      'rounded-sm font-medium text-link underline decoration-1 underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      className,
    )}
  >
    {children}
  </Link>
);
