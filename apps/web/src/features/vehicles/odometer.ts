/** The largest reading the API takes (km). */
export const ODOMETER_MAX = 10_000_000;

export type OdometerAnswer =
  { kind: 'cancel' } | { kind: 'invalid' } | { kind: 'reading'; km: number };

/**
 * The odometer prompt of every vehicle move: left empty, the move is cancelled; a whole
 * number of km from 0 up goes ahead; anything else is asked again. Spaces and thousands
 * separators typed as "12 345", "12,345" or "12.345" are read as digit groups.
 */
export const parseOdometer = (text: string): OdometerAnswer => {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'cancel' };
  const grouped = /^\d{1,3}([ ,.'\u00a0\u202f]\d{3})+$/.test(trimmed);
  const digits = grouped ? trimmed.replace(/\D/g, '') : trimmed;
  if (!/^\d+$/.test(digits)) return { kind: 'invalid' };
  const km = Number(digits);
  if (!Number.isSafeInteger(km) || km > ODOMETER_MAX) return { kind: 'invalid' };
  return { kind: 'reading', km };
};
