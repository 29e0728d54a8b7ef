import { describe, expect, it } from 'vitest';
import { expiredSessionUrl, returnPathFrom, safeReturnPath, signInUrl } from './session-return';

describe('the way back after a session ended', () => {
  it('remembers the page, search included', () => {
    const url = expiredSessionUrl({ pathname: '/tools', search: '?status=available' });
    expect(url).toBe('/auth?expired=1&next=%2Ftools%3Fstatus%3Davailable');
    expect(returnPathFrom(new URL(url, 'http://x').searchParams)).toBe('/tools?status=available');
  });

  it('sends a signed-out visitor of a label to sign in, and back to the label after', () => {
    const url = signInUrl({ pathname: '/l/k7qf3m9x', search: '' });
    expect(url).toBe('/auth?next=%2Fl%2Fk7qf3m9x');
    expect(returnPathFrom(new URL(url, 'http://x').searchParams)).toBe('/l/k7qf3m9x');
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
