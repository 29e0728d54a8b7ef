import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { fullName, type DamageItemKind, type DamageReport } from '@toolyard/shared';
import { ItemSection } from '@/components/ui/item-page';
import { QueryStates } from '@/components/ui/query-states';
import { useDateFormat } from '@/lib/use-date-format';
import { damageReportsQuery } from './api';
import { DamagePhotoThumbnail } from './damage-photo-thumbnail';

type DamageSectionProps = { kind: DamageItemKind; itemId: number };

/**
 * An item page's damage reports (decision 0045), newest first: when, who, what they
 * wrote, and the photos. `#damage` lands here (the admins' e-mail links to it).
 */
export const DamageSection = ({ kind, itemId }: DamageSectionProps) => {
  const { t } = useTranslation();
  const query = useQuery(damageReportsQuery(kind, itemId));
  return (
    <ItemSection id="damage" title={t('damage.section.title')}>
      <QueryStates
        query={query}
        look="inline"
        loadFailedTitle={t('damage.section.loadFailed')}
        empty={<p className="text-sm text-muted-foreground">{t('damage.section.empty')}</p>}
      >
        {(reports) => (
          <ul className="grid gap-4" aria-label={t('damage.section.title')}>
            {reports.map((report) => (
              <DamageReportEntry key={report.id} report={report} />
            ))}
          </ul>
        )}
      </QueryStates>
    </ItemSection>
  );
};

const DamageReportEntry = ({ report }: { report: DamageReport }) => {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const when = dateTime(report.createdAt);
  const reporter = report.reporter
    ? fullName(report.reporter)
    : t('damage.section.unknownReporter');
  return (
    <li className="grid gap-2 rounded-md border border-border p-3">
      <p className="text-sm font-medium">{t('damage.section.reported', { when, reporter })}</p>
      <p className="whitespace-pre-wrap break-words text-sm">{report.description}</p>
      {report.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('damage.section.photos', { when })}>
          {report.photos.map((photo, index) => (
            <li key={photo.id}>
              <DamagePhotoThumbnail
                photoId={photo.id}
                label={t('damage.photoLabel', {
                  number: index + 1,
                  total: report.photos.length,
                  when,
                })}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};
