import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_RESULT_LIMIT,
  CATALOGUE_SUGGESTION_LIMIT,
  catalogueDescription,
  catalogueSuggestions,
  searchCatalogue,
  TOOL_CATALOGUE,
  TOOL_CATEGORIES,
  type CatalogueTool,
} from '../src/index.js';

const byId = (id: string) => {
  const item = TOOL_CATALOGUE.find((tool) => tool.id === id);
  if (!item) throw new Error(`no catalogue item ${id}`);
  return item;
};
const ids = (items: CatalogueTool[]) => items.map((item) => item.id);

describe('catalogue data', () => {
  it('has the 12 categories, each with at least two items', () => {
    expect(TOOL_CATEGORIES).toHaveLength(12);
    for (const category of TOOL_CATEGORIES) {
      expect(
        TOOL_CATALOGUE.filter((item) => item.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(2);
    }
    expect(TOOL_CATALOGUE.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique slug ids', () => {
    expect(new Set(ids([...TOOL_CATALOGUE])).size).toBe(TOOL_CATALOGUE.length);
    for (const item of TOOL_CATALOGUE) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills every field', () => {
    for (const item of TOOL_CATALOGUE) {
      for (const [field, value] of Object.entries(item)) {
        if (Array.isArray(value)) {
          expect(value.length, `${item.id}.${field}`).toBeGreaterThan(0);
          for (const entry of value)
            expect(String(entry).trim(), `${item.id}.${field}`).not.toBe('');
        } else {
          expect(String(value).trim(), `${item.id}.${field}`).not.toBe('');
        }
      }
      expect(TOOL_CATEGORIES).toContain(item.category);
      expect(item.specifications).not.toContain('\n');
    }
  });
});

describe('catalogue search', () => {
  it('needs every word to appear somewhere in the item', () => {
    const both = searchCatalogue('makita mixer');
    expect(ids(both)).toEqual(['makita-ut1401-paddle-mixer']);
    expect(searchCatalogue('makita')).not.toHaveLength(0);
    expect(searchCatalogue('makita zeppelin')).toEqual([]);
  });

  it('searches tags, uses, specifications and models too', () => {
    expect(ids(searchCatalogue('jackhammer'))).toContain('bosch-gsh-11-vc-demolition-hammer');
    expect(ids(searchCatalogue('silica'))).toContain('3m-aura-9332-ffp3-respirator');
    expect(ids(searchCatalogue('SDS-max'))).toContain('bosch-gsh-11-vc-demolition-hammer');
    expect(ids(searchCatalogue('87 01 250'))).toEqual(['knipex-cobra-water-pump-pliers']);
  });

  it('puts items whose name contains the query before the others', () => {
    // The Hilti rotary hammer comes first in the catalogue and mentions drilling only in its text.
    const hilti = byId('hilti-te-30-rotary-hammer');
    const makita = byId('makita-dhp486-combi-drill');
    expect(TOOL_CATALOGUE.indexOf(hilti)).toBeLessThan(TOOL_CATALOGUE.indexOf(makita));
    expect(hilti.name.toLowerCase()).not.toContain('drill');

    const results = ids(searchCatalogue('drill'));
    expect(results).toContain(hilti.id);
    expect(results.indexOf(makita.id)).toBeLessThan(results.indexOf(hilti.id));
    // Every name match precedes every other match.
    const firstOther = searchCatalogue('drill').findIndex(
      (item) => !item.name.toLowerCase().includes('drill'),
    );
    const lastName = searchCatalogue('drill').findLastIndex((item) =>
      item.name.toLowerCase().includes('drill'),
    );
    expect(lastName).toBeLessThan(firstOther);
  });

  it('keeps catalogue order within each group', () => {
    const results = searchCatalogue('concrete');
    const others = results.filter((item) => !item.name.toLowerCase().includes('concrete'));
    const positions = others.map((item) => TOOL_CATALOGUE.indexOf(item));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('ignores case, accents and extra spaces', () => {
    const expected = ids(searchCatalogue('angle grinder'));
    expect(expected).toContain('bosch-gws-22-230-angle-grinder');
    expect(ids(searchCatalogue('ANGLE Grinder'))).toEqual(expected);
    expect(ids(searchCatalogue('  angle   grinder '))).toEqual(expected);
    expect(ids(searchCatalogue('ángle grïnder'))).toEqual(expected);
  });

  it('filters by category', () => {
    const results = searchCatalogue('saw', { category: 'Cutting & Demolition' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((item) => item.category === 'Cutting & Demolition')).toBe(true);
    expect(searchCatalogue('saw').some((item) => item.category === 'Power Tools')).toBe(true);
    expect(searchCatalogue('saw', { category: 'all' })).toEqual(searchCatalogue('saw'));
    expect(searchCatalogue('knipex', { category: 'Heavy Machinery' })).toEqual([]);
  });

  it('lists a category (or the first 20 items) for an empty query', () => {
    expect(searchCatalogue('')).toEqual(TOOL_CATALOGUE.slice(0, CATALOGUE_RESULT_LIMIT));
    expect(searchCatalogue('   ', { category: 'Safety Equipment' })).toEqual(
      TOOL_CATALOGUE.filter((item) => item.category === 'Safety Equipment'),
    );
  });

  it('returns at most 20 results and 8 suggestions', () => {
    expect(CATALOGUE_RESULT_LIMIT).toBe(20);
    expect(CATALOGUE_SUGGESTION_LIMIT).toBe(8);
    // 'e' is in every item's text, so the limits are what stops the list.
    expect(searchCatalogue('e')).toHaveLength(20);
    expect(searchCatalogue('e', { limit: 5 })).toHaveLength(5);
    expect(catalogueSuggestions('er')).toHaveLength(8);
    expect(catalogueSuggestions('er')).toEqual(searchCatalogue('er').slice(0, 8));
  });

  it('suggests nothing below two characters', () => {
    expect(catalogueSuggestions('')).toEqual([]);
    expect(catalogueSuggestions('e')).toEqual([]);
    expect(catalogueSuggestions(' e ')).toEqual([]);
    expect(ids(catalogueSuggestions('disto'))).toEqual(['leica-disto-x4-laser-distance-meter']);
  });

  it('builds the description from the text plus manufacturer, model and specifications', () => {
    const item = byId('hilti-te-30-rotary-hammer');
    expect(catalogueDescription(item)).toBe(
      `${item.description}\n\nManufacturer: Hilti\nModel: TE 30-C-AVR\nSpecifications: ${item.specifications}`,
    );
  });
});
