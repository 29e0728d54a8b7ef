import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from './button';
import { Card, CardContent } from './card';

type ItemPageProps = {
  /** The way back to the list the item belongs to. */
  back: { to: string; label: string };
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** What sits next to the title: the status badge. */
  badge?: ReactNode;
  /** The actions the reader's role may take now. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of one record's page: the way back, its name and status, its actions. */
export const ItemPage = ({ back, title, headingRef, badge, actions, children }: ItemPageProps) => (
  <div className="mx-auto grid w-full min-w-0 max-w-5xl grid-cols-1 gap-6">
    <Button asChild variant="link" className="justify-self-start px-0">
      <Link to={back.to}>
        <ArrowLeft aria-hidden="true" />
        {back.label}
      </Link>
    </Button>
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 break-words text-2xl font-bold tracking-tight outline-none"
        >
          {title}
        </h1>
        {badge}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
    {children}
  </div>
);

type ItemSectionProps = {
  /** Its heading's id: the page's address with `#log` scrolls to (and focuses) it. */
  id: string;
  title: string;
  children: ReactNode;
};

/** One part of a record's page (details, log, contents), named by its heading. */
export const ItemSection = ({ id, title, children }: ItemSectionProps) => (
  <section aria-labelledby={id} className="min-w-0">
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <h2 id={id} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold outline-none">
          {title}
        </h2>
        {children}
      </CardContent>
    </Card>
  </section>
);
