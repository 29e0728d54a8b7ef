import en from './locales/en.json' with { type: 'json' };
import { FALLBACK_LANGUAGE, type Language } from './languages.js';

export type Messages = typeof en;
type Dictionary = { [key: string]: string | Dictionary };

const lookup = (dictionary: Dictionary, key: string): string | undefined => {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Replaces `{{name}}` placeholders, the syntax i18next uses in the same files. */
export const interpolate = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/**
 * A message's values may themselves be keys (a status name in "already {{status}}"): those are
 * worded by `word`, which leaves plain text as it is. A list of them (the rules a hand-out
 * breaks) is worded item by item and joined. Server and web word values this one way.
 */
export const wordValues = <Value>(
  values: Record<string, Value | readonly string[]>,
  word: (text: string) => string,
): Record<string, Value | string> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? word(value)
        : isTextList(value)
          ? value.map(word).join(', ')
          : (value as Value),
    ]),
  );

const isTextList = (value: unknown): value is readonly string[] => Array.isArray(value);

/**
 * A small translator over the same locale files the web uses, for the server's messages.
 * Unknown keys come back unchanged, so a plain sentence passes through as itself.
 */
export const createTranslator = (resources: Partial<Record<Language, Dictionary>>) => {
  return (language: Language, key: string, values?: Record<string, string | number>): string => {
    const text =
      lookup(resources[language] ?? {}, key) ??
      lookup(resources[FALLBACK_LANGUAGE] ?? (en as Dictionary), key) ??
      key;
    return interpolate(text, values);
  };
};
