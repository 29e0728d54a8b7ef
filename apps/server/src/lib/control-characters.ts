/**
 * Control characters (Unicode category Cc) other than tab, line feed and carriage return. NUL
 * cannot be stored in PostgreSQL text at all, and none of them belongs in anything a person
 * types: the HTTP guard refuses them at the door (http/control-characters.ts), and a list cursor
 * holding one is refused before it reaches a query (data/keyset.ts).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => FORBIDDEN.test(text);

/**
 * The path of the first string (or object key) in `value` that holds a control character, or
 * undefined. Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export const findControlCharacters = (value: unknown, root = ''): string | undefined => {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return path || '_';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
};
