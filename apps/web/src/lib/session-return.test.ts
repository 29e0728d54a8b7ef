import { describe, expect, it } from 'vitest';
import { expiredSessionUrl, returnPathFrom, safeReturnPath } from './session-return';

describe('the way back after a session ended', () => {
  it('remembers the page, search included', () => {
    const url = expiredSessionUrl({ pathname: '/tools', search: '?status=available' });
    expect(url).toBe('/auth?expired=1&next=%2Ftools%3Fstatus%3Davailable');
    expect(returnPathFrom(new URL(url, 'http://x').searchParams)).toBe('/tools?status=available');
  });

  it("goes back only to this app's pages, never elsewhere or to the sign-in page", () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil',
      '/auth',
      '/auth?x=1',
    ])
      expect(safeReturnPath(path), path).toBeNull();
    expect(expiredSessionUrl({ pathname: '/auth', search: '' })).toBe('/auth?expired=1');
  });
});
