import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type WelcomeScreenProps = {
  onStart: () => void;
  startRef?: Ref<HTMLButtonElement>;
};

/** What an org admin without an organization sees until the setup is done. */
export const WelcomeScreen = ({ onStart, startRef }: WelcomeScreenProps) => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-2xl gap-6 pt-4 md:pt-12">
      <Card>
        <CardHeader className="items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary-700 text-on-primary-700">
            <Building2 className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{t('organizations.welcome.title')}</h1>
          <CardDescription className="text-base">
            {t('organizations.welcome.description')}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button ref={startRef} size="lg" onClick={onStart}>
            {t('organizations.welcome.startSetup')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
};
