import { useTranslation } from 'react-i18next';
import { Ban, CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import type { OutboundMail } from '@toolyard/shared';
import { Badge } from '@/components/ui/badge';

const STATE_BADGES = {
  sent: { tone: 'emerald', Icon: CircleCheck },
  refused: { tone: 'red', Icon: Ban },
  failed: { tone: 'amber', Icon: TriangleAlert },
  sending: { tone: 'neutral', Icon: Clock },
} as const;

/** Sent, refused (and why), failed: an icon and words, never the colour alone. */
export const MailStateBadge = ({ mail }: { mail: Pick<OutboundMail, 'state' | 'reason'> }) => {
  const { t } = useTranslation();
  const { tone, Icon } = STATE_BADGES[mail.state];
  const label =
    mail.state === 'refused' && mail.reason
      ? t('mailLog.refusedBecause', { reason: t(`mailLog.reasons.${mail.reason}`) })
      : t(`mailLog.states.${mail.state}`);
  return (
    <Badge tone={tone} className="h-auto gap-1 whitespace-normal text-left">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
    </Badge>
  );
};
