import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HardHat } from 'lucide-react';
import { fullName, initials } from '@toolyard/shared';
import { InitialsAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { organizationWorkersQuery } from '@/features/organizations';

/** The organization's workers as cards; managed on /workers. */
export const WorkersTab = ({ organizationId }: { organizationId: number }) => {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(organizationWorkersQuery(organizationId));

  if (isPending) return <Spinner />;
  // A failed load reads as an empty list.
  const workers = data ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button asChild variant="outline">
          <Link to="/workers">{t('organizations.page.manageWorkers')}</Link>
        </Button>
      </div>
      {workers.length === 0 ? (
        <StateCard icon={HardHat} title={t('organizations.page.noWorkers')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {workers.map((worker) => (
            <li key={worker.id}>
              <Card className="flex items-center gap-3 p-4">
                <InitialsAvatar initials={initials(worker)} className="size-11" />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{fullName(worker)}</p>
                  <p className="truncate text-sm text-muted-foreground">{worker.email}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
