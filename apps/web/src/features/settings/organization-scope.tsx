import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import { organizationsQuery } from '@/features/organizations';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { SelectField, SelectItem } from '@/components/ui/select';
import { StateCard } from '@/components/ui/state-card';

type OrganizationScopeProps = {
  /** Distinguishes the select of one tab from another's. */
  id: string;
  /** The superadmin's chosen organization (kept by the settings page across tabs). */
  chosen: number | null;
  onChoose: (organizationId: number) => void;
  /** The tab's content for the organization acted for. */
  children: (organizationId: number) => ReactNode;
};

/**
 * The organization an admin tab (seasons, AI messaging) acts for: an org admin's own; a
 * superadmin picks one at the top of the tab (they act for an organization).
 */
export const OrganizationScope = ({ id, chosen, onChoose, children }: OrganizationScopeProps) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const isSuperadmin = user?.role === 'superadmin';
  const organizations = useQuery({ ...organizationsQuery(), enabled: isSuperadmin });

  if (!isSuperadmin) {
    return user?.organizationId ? (
      children(user.organizationId)
    ) : (
      <StateCard icon={Building2} title={t('settings.noOrganization')} />
    );
  }
  if (organizations.isError)
    return (
      <LoadError
        title={t('settings.organizationsLoadFailed')}
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
        look="list"
      />
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent className="pt-6">
          <FormField
            id={`${id}-organization`}
            label={t('settings.organization')}
            hint={t('settings.organizationHint')}
            className="max-w-md"
          >
            <SelectField
              value={chosen === null ? '' : String(chosen)}
              onValueChange={(value) => onChoose(Number(value))}
              placeholder={
                organizations.isPending ? t('app.loading') : t('settings.chooseOrganization')
              }
              disabled={organizations.isPending}
            >
              {(organizations.data ?? []).map((organization) => (
                <SelectItem key={organization.id} value={String(organization.id)}>
                  {organization.name}
                </SelectItem>
              ))}
            </SelectField>
          </FormField>
        </CardContent>
      </Card>
      {chosen !== null && children(chosen)}
    </div>
  );
};
