// What other features use of labels: resolving a scanned code and the page that shows its item,
// and printing label sheets (the button of item pages and lists, the dialog of row menus).
export { labelQuery } from './api';
export { itemPathOf } from './item-path';
export { PrintLabelsAction } from './print-labels-action';
export { LabelSheetDialog } from './label-sheet-dialog';
