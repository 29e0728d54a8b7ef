/** What other modules may use of items of every kind (docs/guides/adding-an-item-kind.md). */
export { deleteItem } from './delete-item.js';
export { checkInitialStatus, newItemRow } from './new-item.js';
