import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ImportKind, type ImportMapping } from '@toolyard/shared';
import { Label } from '@/components/ui/label';
import { SelectField, SelectItem } from '@/components/ui/select';

type ImportMappingFieldsProps = {
  kind: ImportKind;
  headers: string[];
  mapping: ImportMapping;
  onChange: (field: string, column: number | null) => void;
  disabled: boolean;
};

const NONE = 'none';

/** One select per field: which column of the file it is read from, or none. */
export const ImportMappingFields = ({
  kind,
  headers,
  mapping,
  onChange,
  disabled,
}: ImportMappingFieldsProps) => {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">
        {t('imports.mappingTitle')}
        <span className="block font-normal text-muted-foreground">{t('imports.mappingHint')}</span>
      </legend>
      {IMPORT_FIELDS[kind].map(({ field, label }) => {
        const id = `${baseId}-${field}`;
        const column = mapping[field];
        return (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={id}>{t(label)}</Label>
            <SelectField
              id={id}
              disabled={disabled}
              value={column === null || column === undefined ? NONE : String(column)}
              onValueChange={(value) => onChange(field, value === NONE ? null : Number(value))}
            >
              <SelectItem value={NONE}>{t('imports.notMapped')}</SelectItem>
              {headers.map((header, index) =>
                // A column without a header was not kept (decision 0053): nothing to map. Headers
                // may repeat: the column's position keeps each apart.
                header === '' ? null : (
                  <SelectItem key={index} value={String(index)}>
                    {header}
                  </SelectItem>
                ),
              )}
            </SelectField>
          </div>
        );
      })}
    </fieldset>
  );
};
