import { Search } from 'lucide-react';
import { Input } from './input';
import { Label } from './label';

type SearchFieldProps = {
  id: string;
  /** Names the box for everyone: the visually hidden label and the placeholder say the same. */
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A list screen's search box; the list follows as one types (usePagedList debounces it).
 * On a phone it stays at the top while the cards scroll under it (search at hand, decision 0025).
 */
export const SearchField = ({ id, label, value, onChange }: SearchFieldProps) => (
  <div className="max-md:sticky max-md:top-0 max-md:z-20 max-md:-mx-4 max-md:-my-2 max-md:bg-background max-md:px-4 max-md:py-2">
    <div className="relative w-full sm:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  </div>
);
