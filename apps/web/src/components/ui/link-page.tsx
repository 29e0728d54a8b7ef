import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LanguageSelect } from '@/components/ui/language-select';
import { ThemeToggle } from '@/components/ui/theme-toggle';

type LinkPageProps = { icon: LucideIcon; title: string; children: ReactNode };

/**
 * The frame of a page opened from a link in an e-mail (verifying an address, accepting an
 * invitation): no shell, since the reader may not be signed in, but their language and theme.
 */
export const LinkPage = ({ icon: Icon, title, children }: LinkPageProps) => (
  <main className="flex min-h-full flex-col">
    <div className="flex items-center justify-end gap-2 p-4">
      <LanguageSelect />
      <ThemeToggle />
    </div>
    <div className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
      <Card className="grid w-full max-w-md gap-6 p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-on-primary-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
        </div>
        {children}
      </Card>
    </div>
  </main>
);
