// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandColors, brandCssVariables } from './brand-colors';

// jsdom gives import.meta.url an http address here; vitest names the file's folder.
const stylesheet = readFileSync(join(__dirname, '../index.css'), 'utf8');

/** The `--brand-*` declarations of index.css, as name → value. */
const declaredBrandVariables = () =>
  Object.fromEntries(
    [...stylesheet.matchAll(/^\s*(--brand-[a-z0-9-]+):\s*([^;]+);/gm)].map((match) => [
      match[1],
      match[2]!.trim(),
    ]),
  );

/** The `--brand-*` variables written on :root's own style. */
const writtenOnRoot = () => {
  const style = document.documentElement.style;
  return Object.fromEntries(
    Array.from({ length: style.length }, (_, index) => style.item(index))
      .filter((name) => name.startsWith('--brand-'))
      .map((name) => [name, style.getPropertyValue(name)]),
  );
};

afterEach(() => document.documentElement.removeAttribute('style'));

describe('brand colours', () => {
  it('index.css declares the default colours exactly as brandCssVariables() makes them', () => {
    expect(declaredBrandVariables()).toEqual(brandCssVariables());
  });

  it('the default colours write nothing on :root: the stylesheet has them', () => {
    applyBrandColors();
    applyBrandColors(null, undefined);
    expect(writtenOnRoot()).toEqual({});
  });

  it("an organization's own colour is written, the other palette stays the stylesheet's", () => {
    applyBrandColors('#b91c1c', null);
    const written = writtenOnRoot();
    const own = brandCssVariables('#b91c1c', null);
    expect(written['--brand-primary-500']).toBe(own['--brand-primary-500']);
    expect(written['--brand-link-light']).toBe(own['--brand-link-light']);
    expect(Object.keys(written).some((name) => name.includes('secondary'))).toBe(false);
  });

  it('back to the defaults (leaving the shell) removes what an organization had written', () => {
    applyBrandColors('#b91c1c', '#7c3aed');
    expect(Object.keys(writtenOnRoot()).length).toBeGreaterThan(20);
    applyBrandColors();
    expect(writtenOnRoot()).toEqual({});
  });
});
