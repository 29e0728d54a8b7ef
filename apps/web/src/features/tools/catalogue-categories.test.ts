import { describe, expect, it } from 'vitest';
import { I18N_RESOURCES, TOOL_CATEGORIES } from '@toolyard/shared';
import { CATEGORY_KEYS, nextActiveIndex } from './catalogue-categories';

describe('catalogue categories', () => {
  it('has an English label equal to the category for each of the 12', () => {
    const labels: Record<string, string> = I18N_RESOURCES.en.catalogue.categories;
    for (const category of TOOL_CATEGORIES) {
      const key = CATEGORY_KEYS[category].replace('catalogue.categories.', '');
      expect(labels[key], category).toBe(category);
    }
  });
});

describe('suggestion keyboard navigation', () => {
  it('moves down and wraps to the first', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(1, 3, 'ArrowDown')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
  });

  it('moves up and wraps to the last', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowUp')).toBe(1);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(nextActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
  });
});
