import type { ToolCategory } from '@toolyard/shared';

/** The catalogue's 12 categories as translation keys; the items themselves are data. */
export const CATEGORY_KEYS = {
  'Power Tools': 'catalogue.categories.powerTools',
  'Hand Tools': 'catalogue.categories.handTools',
  'Heavy Machinery': 'catalogue.categories.heavyMachinery',
  'Measuring & Layout': 'catalogue.categories.measuringLayout',
  'Safety Equipment': 'catalogue.categories.safetyEquipment',
  'Concrete & Masonry': 'catalogue.categories.concreteMasonry',
  'Electrical Tools': 'catalogue.categories.electricalTools',
  'Plumbing Tools': 'catalogue.categories.plumbingTools',
  'Painting & Finishing': 'catalogue.categories.paintingFinishing',
  'Cutting & Demolition': 'catalogue.categories.cuttingDemolition',
  'Lifting & Moving': 'catalogue.categories.liftingMoving',
  'Excavation & Earthwork': 'catalogue.categories.excavationEarthwork',
} as const satisfies Record<ToolCategory, `catalogue.categories.${string}`>;

/** Moves the highlighted suggestion with the arrow keys, wrapping at both ends; -1 is none. */
export const nextActiveIndex = (current: number, count: number, key: 'ArrowDown' | 'ArrowUp') => {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
};
