/**
 * A list as a file: its columns, translated, and its rows as they are read, a batch at
 * a time. The CSV and XLSX writers take this and nothing else, so both files always agree.
 */

/** How a cell is written: text (neutralised against formulas), a number, a calendar date or an instant. */
export type CellKind = 'text' | 'number' | 'date' | 'instant';
export type Cell = string | number | null;

export type ExportColumn<Item> = {
  /** The i18n key of the column's header. */
  header: string;
  kind?: CellKind;
  /** The cell of one item; `t` words a code (a status) in the reader's language. */
  value: (item: Item, t: (key: string) => string) => Cell;
};

export type ExportTable = {
  /** The sheet's name in the XLSX file (the list's caption). */
  title: string;
  headers: string[];
  kinds: CellKind[];
  /** The IANA time zone instants are written in (the organization's; UTC for the platform). */
  timeZone: string;
  /** The rows, in the list's order, one keyset batch at a time. */
  batches: AsyncIterable<Cell[][]>;
};

/**
 * An instant (ISO, UTC) as people read it in a file: the wall-clock time in the organization's
 * time zone, `2026-11-24 09:30:00` (spreadsheets know no zones; decision 0027).
 */
export const plainInstant = (iso: string, timeZone: string) =>
  wallClock(timeZone).format(new Date(iso));

// Swedish writes dates and times as ISO does: 2026-11-24 09:30:00.
const clocks = new Map<string, Intl.DateTimeFormat>();
const wallClock = (timeZone: string) => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
};
