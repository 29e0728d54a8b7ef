import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import {
  catalogueSuggestions,
  searchCatalogue,
  TOOL_CATEGORIES,
  type CatalogueTool,
  type ToolCategory,
} from '@toolyard/shared';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField, SelectItem } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { CATEGORY_KEYS, nextActiveIndex } from './catalogue-categories';

type CategoryFilter = ToolCategory | 'all';

const isCategory = (value: string): value is ToolCategory =>
  (TOOL_CATEGORIES as readonly string[]).includes(value);

/** The combobox that opens the suggestion list is the one Escape should close first. */
export const isOpenCombobox = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.getAttribute('role') === 'combobox' &&
  target.getAttribute('aria-expanded') === 'true';

/**
 * The built-in catalogue of the add-tool dialog: a search box with up to 8
 * suggestions (ARIA combobox with a listbox, arrow keys, Enter, Escape), a category filter and
 * at most 20 results. Names and descriptions are data and stay English.
 */
export const CataloguePanel = ({
  onChoose,
  disabled,
}: {
  onChoose: (item: CatalogueTool) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = catalogueSuggestions(query, { category });
  const results = searchCatalogue(query, { category });
  const expanded = listOpen && suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (item: CatalogueTool) => {
    setListOpen(false);
    setActive(-1);
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setListOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      setActive(nextActiveIndex(active, suggestions.length, event.key));
    } else if (event.key === 'Enter') {
      // Enter picks a suggestion; it never submits the tool form from here.
      event.preventDefault();
      const item = expanded ? suggestions[active] : undefined;
      if (item) choose(item);
    } else if (event.key === 'Escape' && expanded) {
      // The dialog leaves this Escape alone (see isOpenCombobox): it closes only the list.
      event.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
          <BookOpen className="size-4" aria-hidden="true" />
          {t('catalogue.title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('catalogue.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="relative grid gap-2">
          <Label htmlFor={`${id}-search`}>{t('catalogue.search')}</Label>
          <Input
            id={`${id}-search`}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            disabled={disabled}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListOpen(false)}
          />
          {expanded && (
            <ul
              id={listId}
              role="listbox"
              aria-label={t('catalogue.suggestions')}
              className="absolute left-0 right-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-card p-1 shadow-lg"
            >
              {suggestions.map((item, index) => (
                <li
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps focus in the input, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(item)}
                  className={cn(
                    'grid cursor-pointer gap-0.5 rounded-sm px-2 py-2 text-sm',
                    index === active ? 'bg-accent' : 'hover:bg-accent',
                  )}
                >
                  <span className="font-medium">{item.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(CATEGORY_KEYS[item.category])}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>{t('catalogue.category')}</Label>
          <SelectField
            id={`${id}-category`}
            value={category}
            onValueChange={(value) => setCategory(isCategory(value) ? value : 'all')}
            disabled={disabled}
          >
            <SelectItem value="all">{t('catalogue.allCategories')}</SelectItem>
            {TOOL_CATEGORIES.map((name) => (
              <SelectItem key={name} value={name}>
                {t(CATEGORY_KEYS[name])}
              </SelectItem>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="grid gap-2">
        <h4 id={`${id}-results`} className="text-xs font-semibold text-muted-foreground">
          {t('catalogue.results')}{' '}
          <span aria-live="polite" className="font-normal">
            ({t('catalogue.resultCount', { count: results.length })})
          </span>
        </h4>
        {results.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('catalogue.noResults')}</p>
        ) : (
          <ul
            aria-labelledby={`${id}-results`}
            className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-border bg-card p-1"
          >
            {results.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => choose(item)}
                  className="grid w-full gap-0.5 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent disabled:opacity-60"
                >
                  <span className="font-medium">{item.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(CATEGORY_KEYS[item.category])} · {item.manufacturer} {item.model}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
