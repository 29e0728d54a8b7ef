import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ParkingPanel } from './parking-panel';
import { StorageUnitsPanel } from './storage-units-panel';

type StorageTab = 'units' | 'parking';

/**
 * /storage: the storage units, and a second tab with the parking places vehicles are
 * returned to (without a screen of their own nobody could create one).
 */
export const StoragePage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // In the URL, so a link (or Back) can open the parking tab.
  const tab: StorageTab = searchParams.get('tab') === 'parking' ? 'parking' : 'units';

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.storage')}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'parking' ? { tab: value } : {}, { replace: true })
        }
      >
        <TabsList aria-label={t('storage.tabsLabel')}>
          <TabsTrigger value="units">{t('storage.unitsTab')}</TabsTrigger>
          <TabsTrigger value="parking">{t('storage.parkingTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="units" tabIndex={-1}>
          <StorageUnitsPanel />
        </TabsContent>
        <TabsContent value="parking" tabIndex={-1}>
          <ParkingPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
};
