import type { PublicUser } from './responses.js';

export const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export const initials = (user: Pick<PublicUser, 'firstName' | 'lastName'>) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
