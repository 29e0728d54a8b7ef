const NOT_SPACE = /\S/;

export type BoundedText = { add: (part: string) => void; value: () => string };

/**
 * A cell's text gathered from the parts an XML parser hands over, keeping no more than
 * `keptText` (row-collector.ts) would keep of the whole: leading white space is skipped, then at
 * most `maxLength` characters are kept, and past them only whether more text follows. So a cell
 * that unpacks into megabytes costs its counting, not its memory.
 */
export const boundedText = (maxLength: number): BoundedText => {
  let kept = '';
  let moreAfter = false;
  return {
    add: (part) => {
      let rest = part;
      if (kept === '') {
        const start = rest.search(NOT_SPACE);
        if (start === -1) return;
        rest = rest.slice(start);
      }
      const room = maxLength - kept.length;
      if (room > 0) kept += rest.slice(0, room);
      if (!moreAfter && rest.length > room && NOT_SPACE.test(rest.slice(Math.max(room, 0))))
        moreAfter = true;
    },
    // Text beyond the kept part means the cut falls inside the text: nothing to trim at its end.
    value: () => (moreAfter ? kept : kept.trimEnd()),
  };
};
