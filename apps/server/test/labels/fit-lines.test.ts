import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitLines } from '../../src/pdf/fit-lines.js';

// Every letter one unit wide: a line of width 10 holds 10 letters.
const measure = (text: string) => [...text].length;

describe('fitting a name on a label', () => {
  it('keeps a short name on one line', () => {
    expect(fitLines('Drill 7', 10, 3, measure)).toEqual(['Drill 7']);
  });

  it('wraps between words', () => {
    expect(fitLines('Hilti  TE 30 hammer drill', 10, 3, measure)).toEqual([
      'Hilti TE',
      '30 hammer',
      'drill',
    ]);
  });

  it('ends with an ellipsis what does not fit in the lines allowed', () => {
    const lines = fitLines('one two three four five six seven', 10, 2, measure);
    expect(lines).toEqual(['one two', 'three fou…']);
  });

  it('cuts a word wider than a line between letters, never between a letter and its accent', () => {
    expect(fitLines('Betonmischmaschine', 10, 3, measure)).toEqual(['Betonmisch', 'maschine']);
    const accented = 'C\u030cekic\u0301'.repeat(4);
    const lines = fitLines(accented, 5, 4, measure);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toMatch(/^[\u0300-\u036f]/);
  });

  it('never sets a line wider than the room, however long the name', () => {
    const name = 'X'.repeat(255);
    const lines = fitLines(name, 10, 3, measure);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(10);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });

  it('keeps every line within its width and the text in order, for any name and letter widths', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'W', 'i', ' ', 'ş', '\u0301'), maxLength: 255 }),
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (name, width, maxLines) => {
          const letterWidth = (letter: string) =>
            [...letter].reduce(
              (sum, c) => sum + (c === 'W' ? 3 : c === 'i' ? 0.5 : c === '\u0301' ? 0 : 1),
              0,
            );
          const lines = fitLines(name, width, maxLines, letterWidth);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines)
            expect([...line].reduce((sum, c) => sum + letterWidth(c), 0)).toBeLessThanOrEqual(
              width,
            );
          const printed = lines.join('').replace(/…$/, '').replace(/\s/g, '');
          expect(name.replace(/\s/g, '').startsWith(printed)).toBe(true);
        },
      ),
    );
  });
});
