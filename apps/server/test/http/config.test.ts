import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      languageDetection: true,
      sessionTtlHours: 168,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad value and why', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LANGUAGE_DETECTION: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT="eighty": must be a whole number between 0 and 65535');
    expect(message).toContain(
      'DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
    );
    expect(message).toContain('LANGUAGE_DETECTION="maybe": must be "on" or "off"');
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it('turns language detection off', () => {
    expect(loadConfig({ LANGUAGE_DETECTION: 'off' }).languageDetection).toBe(false);
  });

  it('wants the three superadmin variables together', () => {
    expect(() => loadConfig({ SUPERADMIN_USERNAME: 'root' })).toThrow(/must be set together/);
    expect(
      loadConfig({ SUPERADMIN_USERNAME: 'root', SUPERADMIN_PASSWORD: 'p', SUPERADMIN_EMAIL: 'e' })
        .superadmin,
    ).toEqual({
      username: 'root',
      password: 'p',
      email: 'e',
    });
  });
});
