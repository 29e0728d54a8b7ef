import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@toolyard/shared';
import { chooseLanguage, htmlLang } from '@/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

/** The interface language as a radio group; a pick here is manual, like the header menu's. */
export const LanguageTab = () => {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Card>
      <CardHeader>
        <CardTitle id="settings-language-title" className="text-lg">
          {t('settings.languageTitle')}
        </CardTitle>
        <CardDescription id="settings-language-description">
          {t('settings.languageDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguage(value)) chooseLanguage(value);
          }}
          aria-labelledby="settings-language-title"
          aria-describedby="settings-language-description"
        >
          {LANGUAGES.map((language) => (
            <div key={language} className="flex min-h-11 items-center gap-3">
              <RadioGroupItem value={language} id={`settings-language-${language}`} />
              {/* Each language named in itself; `lang` lets readers pronounce it so. */}
              <Label htmlFor={`settings-language-${language}`} lang={htmlLang(language)}>
                {LANGUAGE_NAMES[language]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
};
