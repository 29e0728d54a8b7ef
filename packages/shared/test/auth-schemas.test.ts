import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  loginSchema,
  registerFormSchema,
  registerRequestSchema,
} from '../src/index.js';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import { createTranslator } from '../src/i18n/translate.js';

const t = createTranslator({ en });

const validForm = {
  username: 'ada',
  email: 'ada@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  firstName: 'Ada',
  lastName: 'Builder',
};

/** The English text of each field's first problem, as the form shows it. */
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    messages[issue.path.join('.')] ??= t('en', issue.message);
  return messages;
};

describe('registration form rules', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'nope', 'Please enter a valid email'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['firstName', '', 'First name is required'],
    ['lastName', '  ', 'Last name is required'],
  ])('reports %s=%j as "%s"', (field, value, message) => {
    const result = registerFormSchema.safeParse({
      ...validForm,
      [field]: value,
      confirmPassword: field === 'password' ? value : validForm.confirmPassword,
    });
    expect(messagesOf(result)[field]).toBe(message);
  });

  it('requires the confirmation', () => {
    expect(
      messagesOf(registerFormSchema.safeParse({ ...validForm, confirmPassword: '' }))
        .confirmPassword,
    ).toBe('Please confirm your password');
  });

  it('shows a mismatch on the confirmation field', () => {
    const result = registerFormSchema.safeParse({ ...validForm, confirmPassword: 'different-one' });
    expect(messagesOf(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('the request schema drops the confirmation and trims names', () => {
    const { confirmPassword: _dropped, ...request } = validForm;
    const parsed = registerRequestSchema.parse({
      ...request,
      firstName: '  Ada  ',
      extra: 'ignored',
    });
    expect(parsed).toEqual({ ...request, firstName: 'Ada' });
  });
});

describe('login rules', () => {
  it('requires username and password', () => {
    expect(messagesOf(loginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('password change form', () => {
  it('says "New passwords do not match" when they differ', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-2',
    });
    expect(messagesOf(result)).toEqual({ confirmPassword: 'New passwords do not match' });
  });
});
