import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type ManualCodeEntryProps = {
  /** Answers whether the text was a label code: then the field empties for the next one. */
  onSubmit: (text: string) => boolean;
};

/**
 * Typing the code printed under the QR: for a worn label, a phone without a camera, or a camera
 * the browser was not allowed to use. Text that is no code stays in the field to be corrected.
 */
export const ManualCodeEntry = ({ onSubmit }: ManualCodeEntryProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        if (text && onSubmit(text)) setValue('');
      }}
    >
      <Label htmlFor={inputId} className="text-base">
        {t('scan.manual.label')}
      </Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('scan.manual.hint')}
      </p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          aria-describedby={hintId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="h-12 min-w-0 flex-1 font-mono text-lg"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" className="h-12 shrink-0 px-5 text-base">
          {t('scan.manual.submit')}
        </Button>
      </div>
    </form>
  );
};
