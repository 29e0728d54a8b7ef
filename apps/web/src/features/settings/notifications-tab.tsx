import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A placeholder until notification preferences exist. */
export const NotificationsTab = () => {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.notificationsTitle')}</CardTitle>
        <CardDescription>{t('settings.notificationsPlaceholder')}</CardDescription>
      </CardHeader>
    </Card>
  );
};
