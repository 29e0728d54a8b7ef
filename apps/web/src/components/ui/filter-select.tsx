import { useId } from 'react';
import { Label } from './label';
import { SelectField, SelectItem } from './select';

/** The "no filter" entry's value: Radix's select has no item for the empty value. */
const ALL = 'all';

type FilterSelectProps = {
  label: string;
  /** The entry that lifts the filter, e.g. "All branches". */
  allLabel: string;
  /** The chosen record's id, or undefined for all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/**
 * One filter of a list screen: a labelled select of records, "all" first. A chosen id
 * the options do not hold (yet loading, or from a shared link) still shows as chosen.
 */
export const FilterSelect = ({ label, allLabel, value, onChange, options }: FilterSelectProps) => {
  const id = useId();
  const listed = value === undefined || options.some((option) => option.value === value);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <SelectField
        id={id}
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      >
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {!listed && <SelectItem value={value}>{`#${value}`}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectField>
    </div>
  );
};
