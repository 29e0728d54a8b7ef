import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** A link to a record's own page (issue 14), as a list's name cell or a page's fact shows it. */
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
      'rounded-sm font-medium text-link underline decoration-1 underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      className,
    )}
  >
    {children}
  </Link>
);
