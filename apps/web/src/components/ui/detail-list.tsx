import type { ReactNode } from 'react';

/** One fact of a record: its label and its value; nothing known shows as a dash. */
export type Detail = { label: string; value: ReactNode };

const EMPTY = '—';

/** A record's facts as a description list: one column on a phone, two from a tablet on. */
export const DetailList = ({ details }: { details: readonly Detail[] }) => (
  <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
    {details.map(({ label, value }) => (
      <div key={label} className="grid min-w-0 content-start gap-0.5">
        <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
        <dd className="break-words">
          {value === null || value === undefined || value === '' ? EMPTY : value}
        </dd>
      </div>
    ))}
  </dl>
);
