import { fullName, parseRecipients } from '@toolyard/shared';

/** An admin who can be added to the recipients with one click. */
export type RecipientChip = { name: string; email: string };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the recipients field already names this address (case does not matter). */
export const hasRecipient = (text: string, email: string) =>
  parseRecipients(text).some((entry) => sameAddress(entry, email));

/**
 * The recipients field with one more address: appended after a comma, never twice. What was
 * typed stays as it is apart from empty parts, which parseRecipients drops anyway.
 */
export const appendRecipient = (text: string, email: string): string => {
  const address = email.trim();
  if (!address || hasRecipient(text, address)) return text;
  return [...parseRecipients(text), address].join(', ');
};

/**
 * The clickable admins: candidates with an e-mail, each address once (the first name given for it
 * wins), in the order given.
 */
export const recipientChips = (
  candidates: ReadonlyArray<{ name: string; email: string | null | undefined }>,
): RecipientChip[] => {
  const chips: RecipientChip[] = [];
  for (const { name, email } of candidates) {
    const address = email?.trim();
    if (!address || chips.some((chip) => sameAddress(chip.email, address))) continue;
    chips.push({ name: name.trim() || address, email: address });
  }
  return chips;
};

/** A person's display name, or their username when they have none. */
export const personName = (person: { firstName: string; lastName: string; username: string }) =>
  fullName(person) || person.username;

/**
 * The organization's contact e-mail from an answer of GET /api/organizations/my-organization,
 * whose client type lists only the branding; null when the answer has none.
 */
export const contactEmailOf = (organization: unknown): string | null => {
  if (typeof organization !== 'object' || organization === null) return null;
  const { contactEmail } = organization as { contactEmail?: unknown };
  return typeof contactEmail === 'string' && contactEmail.trim() ? contactEmail.trim() : null;
};
