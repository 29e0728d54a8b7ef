import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, Shuffle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { readableTextOn } from '@/lib/brand-colors';
import { fieldErrorText } from '@/lib/form-errors';
import { COLOR_PALETTE, normalizeHex, randomColor, sameColor } from './color-palette';
import type { OrganizationInput } from '@toolyard/shared';
import type { WizardValues } from './wizard-form';

type ColorFieldProps = {
  control: Control<WizardValues, unknown, OrganizationInput>;
  name: 'primaryColor' | 'secondaryColor';
  idPrefix: string;
  disabled?: boolean;
};

// Every visible text per colour, as separate keys so translators get whole phrases.
const LABELS = {
  primaryColor: {
    label: 'organizations.wizard.primaryColor',
    picker: 'organizations.wizard.primaryColorPicker',
    palette: 'organizations.wizard.primaryPalette',
    random: 'organizations.wizard.randomPrimary',
  },
  secondaryColor: {
    label: 'organizations.wizard.secondaryColor',
    picker: 'organizations.wizard.secondaryColorPicker',
    palette: 'organizations.wizard.secondaryPalette',
    random: 'organizations.wizard.randomSecondary',
  },
} as const;

/** One brand colour: hex text, the browser's colour picker, a 20-colour palette and a random pick. */
export const ColorField = ({ control, name, idPrefix, disabled }: ColorFieldProps) => {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const labels = LABELS[name];
  const id = `${idPrefix}-${name}`;
  const choose = (hex: string) => field.onChange(hex);
  // The native picker only takes #rrggbb; while the text is not a colour it shows black.
  const pickerValue = (normalizeHex(field.value) ?? '#000000').toLowerCase();

  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3">
        <FormField
          id={id}
          label={t(labels.label)}
          hint={t('validation.hexColorHint')}
          error={fieldErrorText(t, fieldState.error)}
          className="flex-1"
        >
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
          />
        </FormField>
        {/* Lines up with the text input under its label. */}
        <input
          type="color"
          aria-label={t(labels.picker)}
          value={pickerValue}
          disabled={disabled}
          onChange={(event) => choose(event.target.value.toUpperCase())}
          className="mt-6 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 disabled:cursor-not-allowed"
        />
      </div>
      <div
        role="group"
        aria-label={t(labels.palette)}
        className="grid w-fit grid-cols-5 gap-1 sm:grid-cols-10"
      >
        {COLOR_PALETTE.map((hex) => {
          const selected = sameColor(hex, field.value);
          return (
            <button
              key={hex}
              type="button"
              aria-label={hex}
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => choose(hex)}
              style={{ backgroundColor: hex, color: readableTextOn(hex) }}
              // The ring keeps light swatches visible on the card; the check marks the choice.
              className="flex size-11 items-center justify-center rounded-md md:size-7 ring-1 ring-inset ring-black/30 disabled:cursor-not-allowed disabled:opacity-60 dark:ring-white/40"
            >
              {selected && <Check className="size-4" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={t(labels.random)}
          onClick={() => choose(randomColor())}
        >
          <Shuffle aria-hidden="true" />
          {t('organizations.wizard.random')}
        </Button>
      </div>
    </div>
  );
};
