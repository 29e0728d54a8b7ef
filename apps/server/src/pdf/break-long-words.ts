import { createRequire } from 'node:module';

type LineBreakerClass = new (text: string) => {
  nextBreak(): { position: number; required: boolean } | null;
};

// pdfkit finds where a line may break with the `linebreak` package (Unicode's line-breaking
// algorithm, UAX #14). We load the very copy pdfkit uses, so our "words" are exactly its words.
const require = createRequire(import.meta.url);
const LineBreaker = createRequire(require.resolve('pdfkit'))('linebreak') as LineBreakerClass;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// V8's segmenter is quadratic in the length of the text it walks: it is only given this much.
const SEGMENTED_AT_ONCE = 256;
// A grapheme can be of any length (emoji joined to emoji by U+200D, again and again, or one letter
// under thousands of accents); one longer than this is cut between its code points instead.
const LONGEST_LETTER = 32;
// A line holds at most about 160 letters; more in one piece can only be letters without width
// (accents, joiners), which fontkit's shaping also gets slow on when there are thousands.
const LONGEST_PIECE = 256;

/** The graphemes of a chunk known to be whole: its last may go on beyond it, unless the word ends. */
const wholeGraphemes = (chunk: string, endsWord: boolean) => {
  const found = Array.from(graphemes.segment(chunk), ({ segment }) => segment);
  if (endsWord) return found;
  if (found.length > 1) return found.slice(0, -1); // the last is looked at again with what follows
  // One grapheme fills the whole chunk: far too long to be kept whole anyway.
  return Array.from(chunk).slice(0, -1);
};

/** The letters of a word as a reader sees them: an emoji, a letter with its accents, CR LF. */
function* lettersOf(word: string) {
  let start = 0;
  while (start < word.length) {
    const end = Math.min(word.length, start + SEGMENTED_AT_ONCE);
    const letters = wholeGraphemes(word.slice(start, end), end === word.length);
    for (const letter of letters) {
      if (letter.length <= LONGEST_LETTER) yield letter;
      else yield* letter;
      start += letter.length;
    }
  }
}

/**
 * Cuts one word into pieces no wider than `limit` (nor longer than LONGEST_PIECE), between
 * letters. Letters are added while the sum of their widths fits; kerning can make a piece a
 * little wider than that sum, so each piece is measured whole and hands letters on to the next
 * one until it fits.
 */
const cutWord = (word: string, limit: number, widthOf: (text: string) => number) => {
  const pieces: string[] = [];
  let letters: string[] = [];
  let width = 0;
  let length = 0;
  const endPiece = () => {
    const carried: string[] = [];
    while (letters.length > 1 && widthOf(letters.join('')) > limit) carried.unshift(letters.pop()!);
    pieces.push(letters.join(''));
    letters = carried;
    width = carried.reduce((sum, letter) => sum + widthOf(letter), 0);
    length = carried.join('').length;
  };
  for (const letter of lettersOf(word)) {
    const letterWidth = widthOf(letter);
    const full = width + letterWidth > limit || length + letter.length > LONGEST_PIECE;
    if (letters.length > 0 && full) endPiece();
    letters.push(letter);
    width += letterWidth;
    length += letter.length;
  }
  while (letters.length > 0) endPiece();
  // The space or line break that ends the word stays with it, not on a line of its own.
  if (pieces.length > 1 && pieces.at(-1)!.trim() === '') {
    const tail = pieces.pop()!;
    pieces[pieces.length - 1] += tail;
  }
  return pieces;
};

/**
 * pdfkit's line wrapper is quadratic in the length of a word wider than a line: for every line
 * it cuts off, it measures (and caches) the whole rest of the word again. A 50,000-letter word
 * took minutes and gigabytes. Here every such word is cut beforehand into pieces that fit a line,
 * joined by line breaks, so the wrapper only ever meets words that fit. Everything else is left
 * exactly as it was, so ordinary text wraps as before; the letters are all kept, in order.
 *
 * `widthOf` must measure with the font and size the text will be set in (`doc.widthOfString`).
 */
export const breakLongWords = (
  text: string,
  lineWidth: number,
  widthOf: (text: string) => number,
) => {
  // Each piece but the last ends with the line break we add; pdfkit counts its width too.
  const limit = lineWidth - widthOf('\n');
  const breaker = new LineBreaker(text);
  const parts: string[] = [];
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const word = text.slice(start, next.position);
    start = next.position;
    const fits = word.length <= LONGEST_PIECE && widthOf(word) <= lineWidth;
    parts.push(fits ? word : cutWord(word, limit, widthOf).join('\n'));
  }
  return parts.join('');
};
