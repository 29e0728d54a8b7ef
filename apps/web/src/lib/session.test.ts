// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseUser } from './session';

const answered = {
  id: 4,
  username: 'ana',
  email: 'ana@example.com',
  emailVerified: true,
  firstName: 'Ana',
  lastName: 'Kovač',
  role: 'org_admin',
  organizationId: 2,
  organization: { id: 2, name: 'North Yard' },
};

describe('parseUser', () => {
  it('takes a user as the API answers it', () => {
    expect(parseUser(answered)).toEqual(answered);
  });

  it('counts a user stored before e-mail verification existed as unverified', () => {
    const { emailVerified: _dropped, ...older } = answered;
    expect(parseUser(older)?.emailVerified).toBe(false);
    expect(parseUser({ ...answered, emailVerified: 'yes' })?.emailVerified).toBe(false);
  });

  it('reads a user stored without an organization as having none', () => {
    const { organizationId: _id, organization: _organization, ...withoutOne } = answered;
    expect(parseUser(withoutOne)).toMatchObject({ organizationId: null, organization: null });
  });

  it('refuses anything that is not a user', () => {
    const broken = [
      null,
      'ana',
      { ...answered, id: '4' },
      { ...answered, role: 'root' },
      { ...answered, email: undefined },
      { ...answered, organizationId: 'two' },
      { ...answered, organization: { id: 2 } },
    ];
    for (const value of broken) expect(parseUser(value)).toBeNull();
  });

  it('keeps only what the contract names, so nothing else reaches storage', () => {
    expect(parseUser({ ...answered, password: 'secret' })).not.toHaveProperty('password');
  });
});
