import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { organizationsQuery, useMyOrganization } from '@/features/organizations';
import { usersQuery } from '@/features/users';
import { contactEmailOf, personName, recipientChips, type RecipientChip } from './recipients';

/**
 * The admins (with e-mail) that can be added with a click. An org
 * admin has no list of the other admins: themselves and the organization's contact address. A
 * superadmin gets the org admins of the chosen organization, and its contact address.
 * `membersOnly`: the organization writes only to its confirmed members (decision 0054), and the
 * contact address need not be a member's, so it is not offered.
 */
export const useAdminChips = (
  organizationId: number | undefined,
  { membersOnly = false }: { membersOnly?: boolean } = {},
): RecipientChip[] => {
  const { t } = useTranslation();
  const { user } = useSession();
  const isSuperadmin = user?.role === 'superadmin';
  // The shell loads the own organization already; the cache answers.
  const own = useMyOrganization(isSuperadmin ? null : user);
  const users = useQuery({ ...usersQuery(), enabled: isSuperadmin });
  const organizations = useQuery({ ...organizationsQuery(), enabled: isSuperadmin });
  const contact = t('notifications.organizationContact');

  if (!user) return [];
  if (!isSuperadmin) {
    return recipientChips([
      { name: personName(user), email: user.email },
      ...(membersOnly ? [] : [{ name: contact, email: contactEmailOf(own.data) }]),
    ]);
  }
  const chosen = organizations.data?.find((organization) => organization.id === organizationId);
  return recipientChips([
    ...(users.data ?? [])
      .filter((listed) => listed.role === 'org_admin' && listed.organizationId === organizationId)
      .map((listed) => ({ name: personName(listed), email: listed.email })),
    { name: contact, email: chosen?.contactEmail },
  ]);
};
