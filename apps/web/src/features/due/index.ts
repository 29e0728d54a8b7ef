// What tools and vehicles use of the due states: the badge of rows, cards and titles,
// the item page's section and the lists' filter.
export { DueBadge } from './due-badge';
export { DueSection } from './due-section';
export { DueFilter } from './due-filter';
// The dashboard's widget words its items as the item pages do.
export { dueLines } from './due-wording';
export { HandOutOverrideField } from './hand-out-override-field';
