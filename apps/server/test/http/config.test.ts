import os from 'node:os';
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

  it('runs one worker per core, at most 8, unless WEB_CONCURRENCY says how many', () => {
    expect(loadConfig({}).workers).toBe(Math.min(os.availableParallelism(), 8));
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '12' }).workers).toBe(12);
    for (const value of ['0', '-2', '1.5', 'many', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(
        `WEB_CONCURRENCY="${value}": must be a whole number between 1 and 64`,
      );
    }
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

  describe('TRUST_PROXY', () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    const problemWith = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`TRUST_PROXY=${value} was accepted`);
    };

    it('trusts no proxy when unset, empty, false, off or 0', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      for (const value of ['', ' ', 'false', 'off', 'OFF', '0']) expect(trustOf(value)).toBe(false);
    });

    it('takes a number of proxies, or a list of their addresses and networks', () => {
      expect(trustOf('1')).toBe(1);
      expect(trustOf(' 2 ')).toBe(2);
      expect(trustOf('127.0.0.1,10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
      expect(trustOf('  ::1 , fd00::/8,loopback ')).toEqual(['::1', 'fd00::/8', 'loopback']);
    });

    it('refuses true, which would let any client choose its own address', () => {
      for (const value of ['true', 'on']) {
        expect(problemWith(value)).toContain(
          `TRUST_PROXY="${value}": trusting every proxy lets any client choose its own address`,
        );
      }
    });

    it('names a value that is neither a count nor addresses', () => {
      expect(problemWith('10.0.0.0/33,proxy.example.com')).toContain(
        'TRUST_PROXY="10.0.0.0/33,proxy.example.com": "10.0.0.0/33", "proxy.example.com" is not an address or network',
      );
      expect(problemWith('127.0.0.1,')).toContain('"" is not an address or network');
      expect(problemWith('1.5')).toContain('"1.5" is not an address or network');
      expect(problemWith('11')).toContain('TRUST_PROXY="11": at most 10 proxies');
      expect(problemWith('10.0.0.0/8/1')).toContain('is not an address or network');
    });
  });
});
