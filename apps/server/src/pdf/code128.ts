/**
 * Code 128, code set B (ISO/IEC 15417): every printable ASCII character, which is what serial
 * numbers are written in. Each symbol is three bars and three spaces, 11 modules wide; the stop
 * symbol is 13. Code sets A and C (control characters, digit pairs) are left out: a serial that
 * needs them is printed as text only.
 */

// The widths of bar, space, bar, space, bar, space of symbols 0–106 (106: stop, 7 elements).
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

const START_B = 104;
const STOP = 106;
const FIRST = 32; // ' ' is value 0 in code set B
const LAST = 126; // '~' is value 94

/** One bar: where it starts and how wide it is, in modules from the first bar. */
type Bar = { start: number; width: number };
/** The bars of a symbol and its width in modules (quiet zones not included: 10 modules each side). */
export type Code128 = { bars: Bar[]; modules: number };

/** The symbol values: start B, one per character, the checksum, stop. */
export const code128Values = (text: string): number[] | undefined => {
  if (text.length === 0) return undefined;
  const values = [START_B];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < FIRST || code > LAST) return undefined;
    values.push(code - FIRST);
  }
  // The start value plus each value weighted by its position, modulo 103.
  const checksum = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0);
  values.push(checksum % 103, STOP);
  return values;
};

/** `text` as Code 128 bars, or undefined when it is empty or has a character outside set B. */
export const encodeCode128 = (text: string): Code128 | undefined => {
  const values = code128Values(text);
  if (!values) return undefined;
  const bars: Bar[] = [];
  let at = 0;
  for (const value of values) {
    const widths = PATTERNS[value]!;
    for (let element = 0; element < widths.length; element += 1) {
      const width = Number(widths[element]);
      // Even elements are bars, odd ones spaces.
      if (element % 2 === 0) bars.push({ start: at, width });
      at += width;
    }
  }
  return { bars, modules: at };
};
