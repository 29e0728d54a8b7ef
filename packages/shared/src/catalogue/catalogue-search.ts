import { TOOL_CATALOGUE, type CatalogueTool, type ToolCategory } from './catalogue-data.js';

/** The add dialog shows at most 20 results and up to 8 suggestions. */
export const CATALOGUE_RESULT_LIMIT = 20;
export const CATALOGUE_SUGGESTION_LIMIT = 8;

/** Suggestions start at two characters; one letter matches nearly everything. */
const SUGGESTION_MIN_LENGTH = 2;

export type CatalogueSearchOptions = {
  category?: ToolCategory | 'all';
  limit?: number;
};

/**
 * Lower case without accents, so a query typed on a keyboard without them still matches
 * ('kubler' finds 'Kübler', 'beton' finds 'béton'). NFD splits 'é' into 'e' plus a combining mark,
 * which the regex then drops; it also turns Turkish 'İ' into a plain 'i'.
 */
const fold = (text: string) => text.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '');

const searchableText = (item: CatalogueTool) =>
  fold(
    [
      item.name,
      item.category,
      item.subcategory,
      item.description,
      item.manufacturer,
      item.model,
      item.specifications,
      ...item.searchTags,
      ...item.commonUses,
    ].join('\n'),
  );

// The catalogue is static, so each item's text is folded once rather than on every keystroke.
const textById = new Map(TOOL_CATALOGUE.map((item) => [item.id, searchableText(item)]));
const nameById = new Map(TOOL_CATALOGUE.map((item) => [item.id, fold(item.name)]));

/**
 * Every space-separated word must appear somewhere in the item's text; items whose name
 * contains the whole query come first. Otherwise catalogue order is kept, so results do not jump
 * around while typing. An empty query lists the (filtered) catalogue.
 */
export const searchCatalogue = (
  query: string,
  options: CatalogueSearchOptions = {},
): CatalogueTool[] => {
  const { category = 'all', limit = CATALOGUE_RESULT_LIMIT } = options;
  const words = fold(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  const inCategory = TOOL_CATALOGUE.filter(
    (item) => category === 'all' || item.category === category,
  );
  if (words.length === 0) return inCategory.slice(0, limit);

  const matches = inCategory.filter((item) => {
    const text = textById.get(item.id) ?? searchableText(item);
    return words.every((word) => text.includes(word));
  });
  // Runs of spaces in the query should not stop a name match ('angle  grinder').
  const phrase = words.join(' ');
  const nameHit = (item: CatalogueTool) =>
    (nameById.get(item.id) ?? fold(item.name)).includes(phrase);
  return [...matches.filter(nameHit), ...matches.filter((item) => !nameHit(item))].slice(0, limit);
};

/** The dropdown under the search box: the same search, at most 8, nothing for a single letter. */
export const catalogueSuggestions = (
  query: string,
  options: Pick<CatalogueSearchOptions, 'category'> = {},
): CatalogueTool[] =>
  query.trim().length < SUGGESTION_MIN_LENGTH
    ? []
    : searchCatalogue(query, { ...options, limit: CATALOGUE_SUGGESTION_LIMIT });

/** Tools: choosing an item fills the description with its text plus the maker's details. */
export const catalogueDescription = (item: CatalogueTool) =>
  `${item.description}\n\nManufacturer: ${item.manufacturer}\nModel: ${item.model}\nSpecifications: ${item.specifications}`;
