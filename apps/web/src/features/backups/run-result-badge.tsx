import { useTranslation } from 'react-i18next';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Succeeded or failed: an icon and a word, never the colour alone. */
export const RunResultBadge = ({ ok }: { ok: boolean }) => {
  const { t } = useTranslation();
  const Icon = ok ? CircleCheck : TriangleAlert;
  return (
    <Badge tone={ok ? 'emerald' : 'red'} className="gap-1">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {ok ? t('backups.succeeded') : t('backups.failed')}
    </Badge>
  );
};
