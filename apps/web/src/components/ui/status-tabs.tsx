import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type StatusTabsProps<TFilter extends string> = {
  /** "all" first, then the statuses (spec 2). */
  filters: readonly TFilter[];
  value: TFilter;
  onChange: (filter: TFilter) => void;
  /** Names the tab list. */
  label: string;
  filterLabel: (filter: TFilter) => string;
  /** The list for the chosen tab. */
  children: ReactNode;
};

/** The status filter tabs of the tools and vehicles screens, with the list under the chosen one. */
export const StatusTabs = <TFilter extends string>({
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
    {/* Five tabs do not fit a phone: the list scrolls sideways there. */}
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
