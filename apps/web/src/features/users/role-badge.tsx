import { useTranslation } from 'react-i18next';
import type { Role } from '@toolyard/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const TONES: Record<Role, BadgeProps['tone']> = {
  superadmin: 'violet',
  org_admin: 'sky',
  worker: 'emerald',
};

/** The role's name on a tinted badge; the word carries the meaning, the tint only helps. */
export const RoleBadge = ({ role }: { role: Role }) => {
  const { t } = useTranslation();
  return <Badge tone={TONES[role]}>{t(`roles.${role}`)}</Badge>;
};
