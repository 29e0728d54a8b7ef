const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// From the space to U+02FF (Latin, every letter of our languages precomposed) each code point is
// a letter of its own; the segmenter, slow to call, is needed only beyond (and for controls,
// which names cannot hold anyway).
const SINGLE_CODE_POINT_LETTERS = /^[\u0020-\u02ff]*$/;

/** Letters as a reader sees them: an accent stays with its letter when a word is cut. */
const lettersOf = (text: string) =>
  SINGLE_CODE_POINT_LETTERS.test(text)
    ? Array.from(text)
    : Array.from(graphemes.segment(text), (part) => part.segment);

/**
 * A name set in at most `maxLines` lines of `width`: wrapped at spaces, a word wider than a line
 * cut between letters, and what does not fit ended with "…". No line is ever wider than `width`.
 * `measure` gives a letter's width. One pass over the letters, each measured once: a sheet of
 * thousands of long names costs what their letters cost.
 */
export const fitLines = (
  text: string,
  width: number,
  maxLines: number,
  measure: (letter: string) => number,
): string[] => {
  const letters = lettersOf(text.trim().replace(/\s+/g, ' '));
  const widths = letters.map(measure);
  const lines: string[] = [];
  const take = (from: number, to: number) => letters.slice(from, to).join('').trim();

  let start = 0;
  let used = 0;
  /** The last space of the current line (where it may break), or -1. */
  let space = -1;
  for (let i = 0; i < letters.length; i += 1) {
    // A line holds at least one letter, however narrow it is.
    if (used + widths[i]! <= width || i === start) {
      if (letters[i] === ' ') space = i;
      used += widths[i]!;
      continue;
    }
    if (lines.length === maxLines - 1) {
      // The last line allowed: as much as fits before the ellipsis.
      const room = width - measure(ELLIPSIS);
      let end = start;
      for (let fill = 0; end < letters.length && fill + widths[end]! <= room; end += 1)
        fill += widths[end]!;
      lines.push(`${take(start, end)}${ELLIPSIS}`);
      return lines;
    }
    // Break at the line's last space, or cut the word here when the line has none, and go on
    // from the next line's first letter (a line's letters are looked at again at most once).
    const end = space > start ? space : i;
    lines.push(take(start, end));
    start = letters[end] === ' ' ? end + 1 : end;
    i = start - 1;
    used = 0;
    space = -1;
  }
  if (start < letters.length) lines.push(take(start, letters.length));
  return lines;
};
