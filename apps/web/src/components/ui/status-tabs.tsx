import { useId, type ReactNode } from 'react';
import { useIsMobile } from '@/lib/use-is-mobile';
import { Label } from './label';
import { SelectField, SelectItem } from './select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type StatusTabsProps<TFilter extends string> = {
  /** "all" first, then the statuses. */
  filters: readonly TFilter[];
  value: TFilter;
  onChange: (filter: TFilter) => void;
  /** Names the tab list. */
  label: string;
  filterLabel: (filter: TFilter) => string;
  /** The list for the chosen tab. */
  children: ReactNode;
};

/**
 * The status filter tabs of the tools and vehicles screens, with the list under the chosen one.
 * Five tabs do not fit a phone ("Pending confirm…" was cut off, decision 0025): there the filter is
 * a labelled select above the list.
 */
export const StatusTabs = <TFilter extends string>(props: StatusTabsProps<TFilter>) => {
  const isMobile = useIsMobile();
  return isMobile ? <StatusSelect {...props} /> : <StatusTabList {...props} />;
};

const StatusSelect = <TFilter extends string>({
  filters,
  value,
  onChange,
  label,
  filterLabel,
  children,
}: StatusTabsProps<TFilter>) => {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <SelectField
          id={id}
          value={value}
          onValueChange={(next) => {
            const filter = filters.find((candidate) => candidate === next);
            if (filter) onChange(filter);
          }}
          className="h-11"
        >
          {filters.map((filter) => (
            <SelectItem key={filter} value={filter} className="min-h-11">
              {filterLabel(filter)}
            </SelectItem>
          ))}
        </SelectField>
      </div>
      {children}
    </div>
  );
};

const StatusTabList = <TFilter extends string>({
  filters,
  value,
  onChange,
  label,
  filterLabel,
  children,
}: StatusTabsProps<TFilter>) => (
  <Tabs
    value={value}
    onValueChange={(next) => {
      const filter = filters.find((candidate) => candidate === next);
      if (filter) onChange(filter);
    }}
  >
    {/* At a narrow desk width the tabs scroll sideways rather than widen the page. */}
    <div className="overflow-x-auto">
      <TabsList aria-label={label} className="min-w-max">
        {filters.map((filter) => (
          <TabsTrigger key={filter} value={filter}>
            {filterLabel(filter)}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
    {filters.map((filter) => (
      <TabsContent key={filter} value={filter} tabIndex={-1}>
        {filter === value && children}
      </TabsContent>
    ))}
  </Tabs>
);
