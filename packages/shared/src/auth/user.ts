import type { Role } from '../roles.js';

/** The user as every API answer and the browser's stored session carry it. Never a password. */
export type PublicUser = {
  id: number;
  username: string;
  email: string;
  /** The owner opened a verification link sent to this address (cleared when it changes). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: number | null;
  organization: { id: number; name: string } | null;
};

export type AuthResponse = { token: string; user: PublicUser };

export const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export const initials = (user: Pick<PublicUser, 'firstName' | 'lastName'>) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
