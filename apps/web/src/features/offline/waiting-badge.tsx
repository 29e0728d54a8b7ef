import { useTranslation } from 'react-i18next';
import { CloudUpload } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks what a write waiting on the device is about: "Waiting to send". */
export const WaitingBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge tone="amber" className="gap-1" data-testid="waiting-badge">
      <CloudUpload className="size-3.5 shrink-0" aria-hidden="true" />
      {t('offline.waiting')}
    </Badge>
  );
};
