// What other features may use of not-found: the item pages show it for an id they cannot open.
export { NotFoundContent } from './not-found-content';
