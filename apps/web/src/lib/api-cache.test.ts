import { describe, expect, it } from 'vitest';
import { readsUnder } from './api-cache';

describe('readsUnder (which lists a change refreshes)', () => {
  it('covers the path itself and everything below it', () => {
    expect(readsUnder(['/api/tools'], ['/api/tools'])).toBe(true);
    expect(readsUnder(['/api/tools/5/logs'], ['/api/tools'])).toBe(true);
    expect(readsUnder(['/api/tools/count', 1], ['/api/tools'])).toBe(true);
    expect(readsUnder(['/api/users/workers?organizationId=1'], ['/api/users/workers'])).toBe(true);
  });

  it('leaves other paths alone, also ones that merely share a prefix', () => {
    expect(readsUnder(['/api/tool-logs'], ['/api/tools'])).toBe(false);
    expect(readsUnder(['/api/sites'], ['/api/tools', '/api/vehicles'])).toBe(false);
    expect(readsUnder([42], ['/api/tools'])).toBe(false);
  });
});
