type MyStuffKind = 'tool' | 'vehicle';

/** The id of an item's card on My Stuff, which an address's hash can name. */
export const myStuffItemAnchor = (kind: MyStuffKind, id: number) => `my-stuff-${kind}-${id}`;

/** My Stuff scrolled to one of the worker's items, its card focused (a scanned label's item). */
export const myStuffItemPath = (kind: MyStuffKind, id: number) =>
  `/my-stuff#${myStuffItemAnchor(kind, id)}`;
