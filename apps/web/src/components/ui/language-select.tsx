import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@toolyard/shared';
import { chooseLanguage, htmlLang } from '@/i18n';
import { cn } from '@/lib/cn';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

type LanguageSelectProps = {
  className?: string;
  /** Hides the language name next to the globe on narrow layouts (the label stays for readers). */
  compact?: boolean;
};

/** The language menu. A pick here is a manual choice, which detection never overrides. */
export const LanguageSelect = ({ className, compact = false }: LanguageSelectProps) => {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <Globe aria-hidden="true" />
          <span className="sr-only">{t('language.label')}: </span>
          <span lang={htmlLang(current)} className={cn(compact && 'sr-only')}>
            {LANGUAGE_NAMES[current]}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.choose')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguage(value)) chooseLanguage(value);
          }}
        >
          {LANGUAGES.map((language) => (
            // Each language is named in itself; `lang` lets screen readers pronounce it so.
            <DropdownMenuRadioItem key={language} value={language} lang={htmlLang(language)}>
              {LANGUAGE_NAMES[language]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
