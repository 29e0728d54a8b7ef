import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageTitle } from '@/lib/page-title';
import { OpenItemMode } from './open-item-mode';
import { ScanSession } from './scan-session';

type ScanMode = 'open' | 'collect';

// Gloved thumbs: the two modes are as tall as the other buttons of the screen.
const triggerClass = 'h-11 text-base';

/**
 * /scan: the phone's camera on labels, in two modes — open the scanned item, or collect
 * several to act on all at once. Only the chosen mode is mounted, so one camera runs at a time.
 */
export const ScanPage = () => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  // In the URL, so Back and a bookmark keep the mode.
  const mode: ScanMode = searchParams.get('mode') === 'collect' ? 'collect' : 'open';

  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Tabs
        value={mode}
        onValueChange={(value) =>
          setSearchParams(value === 'collect' ? { mode: value } : {}, { replace: true })
        }
      >
        <TabsList aria-label={t('scan.modesLabel')} className="h-auto w-full">
          <TabsTrigger value="open" className={triggerClass}>
            {t('scan.openMode')}
          </TabsTrigger>
          <TabsTrigger value="collect" className={triggerClass}>
            {t('scan.collectMode')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="open" tabIndex={-1}>
          <OpenItemMode />
        </TabsContent>
        <TabsContent value="collect" tabIndex={-1}>
          <ScanSession />
        </TabsContent>
      </Tabs>
    </div>
  );
};
