import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Vehicle } from './api';
import { TireChangeDialog } from './tire-change-dialog';
import { useOrganizationSeason } from './use-organization-season';

/** A vehicle page's "record a tyre change": its button, and the dialog it opens. */
export const TireChangeAction = ({
  item: vehicle,
  returnFocusFallback,
}: {
  item: Vehicle;
  returnFocusFallback: () => HTMLElement | null | undefined;
}) => {
  const { t } = useTranslation();
  const [changingTires, setChangingTires] = useState(false);
  const season = useOrganizationSeason();
  return (
    <>
      <Button variant="outline" onClick={() => setChangingTires(true)}>
        <Wrench aria-hidden="true" />
        {t('vehicles.tires.record')}
      </Button>
      <TireChangeDialog
        vehicles={changingTires ? [vehicle] : null}
        // The season's right tyres; a superadmin, without one organization's months, the current.
        defaultTireType={season?.season ?? vehicle.tireType ?? 'winter'}
        onClose={() => setChangingTires(false)}
        returnFocusFallback={returnFocusFallback}
      />
    </>
  );
};
