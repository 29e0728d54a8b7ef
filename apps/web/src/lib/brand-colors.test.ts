// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandColors, brandCssVariables, KEPT_BRAND_COLORS_KEY } from './brand-colors';

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

afterEach(() => {
  document.documentElement.removeAttribute('style');
  localStorage.clear();
});

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

  it("an organization's colours are kept for the next start as written; the defaults forget them", () => {
    applyBrandColors('#b91c1c', '#7c3aed');
    expect(JSON.parse(localStorage.getItem(KEPT_BRAND_COLORS_KEY)!)).toEqual(writtenOnRoot());
    applyBrandColors();
    expect(localStorage.getItem(KEPT_BRAND_COLORS_KEY)).toBeNull();
  });

  it('colours already on :root (put there by theme-init.js) are left as they are', () => {
    const wanted = brandCssVariables('#b91c1c', null);
    const style = document.documentElement.style;
    style.setProperty('--brand-primary-500', wanted['--brand-primary-500']!);
    const writes: string[] = [];
    const setProperty = style.setProperty.bind(style);
    style.setProperty = (name: string, value: string | null) => {
      writes.push(name);
      setProperty(name, value);
    };
    applyBrandColors('#b91c1c', null);
    expect(writes).not.toContain('--brand-primary-500');
    expect(writes).toContain('--brand-primary-600');
  });

  it('back to the defaults (leaving the shell) removes what an organization had written', () => {
    applyBrandColors('#b91c1c', '#7c3aed');
    expect(Object.keys(writtenOnRoot()).length).toBeGreaterThan(20);
    applyBrandColors();
    expect(writtenOnRoot()).toEqual({});
  });
});
