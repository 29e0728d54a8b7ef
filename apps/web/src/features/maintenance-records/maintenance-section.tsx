import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ItemSection } from '@/components/ui/item-page';
import { formatDateValue } from '@/lib/date-format';
import { formatAmount, formatNumber } from '@/lib/number-format';
import { maintenanceHistoryQuery, type MaintainedKind } from './api';
import { MaintenanceDialog } from './maintenance-dialog';

type MaintenanceSectionProps = {
  kind: MaintainedKind;
  item: { id: number; name: string };
};

/**
 * An item page's maintenance: record what was done, and read what was done before,
 * with what it cost in all.
 */
export const MaintenanceSection = ({ kind, item }: MaintenanceSectionProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [recording, setRecording] = useState(false);
  const { data, isError } = useQuery(maintenanceHistoryQuery(kind, item.id));
  return (
    <ItemSection id="maintenance" title={t(`maintenanceRecords.title.${kind}`)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {data
            ? t('maintenanceRecords.total', { amount: formatAmount(data.totalCost, language) })
            : isError
              ? t('maintenanceRecords.loadFailed')
              : null}
        </p>
        <Button type="button" onClick={() => setRecording(true)}>
          <Wrench aria-hidden="true" />
          {t(`maintenanceRecords.record.${kind}`)}
        </Button>
      </div>
      {data && data.records.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('maintenanceRecords.empty')}</p>
      )}
      {data && data.records.length > 0 && (
        <ul className="grid gap-3">
          {data.records.map((record) => (
            <li key={record.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 font-medium">
                <span>{formatDateValue(record.performedOn, language)}</span>
                {record.cost !== null && <span>{formatAmount(record.cost, language)}</span>}
              </div>
              <p className="text-muted-foreground">
                {[
                  record.performedBy
                    ? `${record.performedBy.firstName} ${record.performedBy.lastName}`
                    : null,
                  record.odometerReading !== null
                    ? t('maintenanceRecords.km', {
                        km: formatNumber(record.odometerReading, language),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {record.notes && <p className="break-words">{record.notes}</p>}
            </li>
          ))}
        </ul>
      )}
      <MaintenanceDialog
        kind={kind}
        item={item}
        open={recording}
        onClose={() => setRecording(false)}
      />
    </ItemSection>
  );
};
