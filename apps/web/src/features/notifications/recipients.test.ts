import { describe, expect, it } from 'vitest';
import {
  appendRecipient,
  contactEmailOf,
  hasRecipient,
  personName,
  recipientChips,
} from './recipients';

describe('appendRecipient', () => {
  it('appends after a comma', () => {
    expect(appendRecipient('', 'ada@example.com')).toBe('ada@example.com');
    expect(appendRecipient('bob@example.com', 'ada@example.com')).toBe(
      'bob@example.com, ada@example.com',
    );
    expect(appendRecipient('bob@example.com, ', 'ada@example.com')).toBe(
      'bob@example.com, ada@example.com',
    );
  });

  it('never adds an address twice, whatever its case', () => {
    expect(appendRecipient('Ada@Example.com , x@y.z', 'ada@example.com')).toBe(
      'Ada@Example.com , x@y.z',
    );
    expect(hasRecipient('a@b.c;ada@example.com', 'ADA@example.com')).toBe(true);
  });
});

describe('recipientChips', () => {
  it('keeps admins with an address, each address once', () => {
    expect(
      recipientChips([
        { name: 'Ada Admin', email: 'ada@example.com' },
        { name: 'Contact', email: 'ADA@example.com' },
        { name: 'No mail', email: null },
        { name: '', email: ' office@example.com ' },
      ]),
    ).toEqual([
      { name: 'Ada Admin', email: 'ada@example.com' },
      { name: 'office@example.com', email: 'office@example.com' },
    ]);
  });
});

describe('personName', () => {
  it('uses the full name, else the username', () => {
    expect(personName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe(
      'Ada Lovelace',
    );
    expect(personName({ firstName: '', lastName: '', username: 'ada' })).toBe('ada');
  });
});

describe('contactEmailOf', () => {
  it('reads the contact e-mail when the answer has one', () => {
    expect(contactEmailOf({ name: 'Acme', contactEmail: ' office@acme.test ' })).toBe(
      'office@acme.test',
    );
    expect(contactEmailOf({ name: 'Acme', contactEmail: null })).toBeNull();
    expect(contactEmailOf(null)).toBeNull();
  });
});
