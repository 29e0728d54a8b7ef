import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from './debounce';

describe('createDebouncer (the search box waits for a pause in typing)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles once, on the last value, after the delay passes without a new one', () => {
    const settled: string[] = [];
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, (value) => settled.push(value));
    debouncer.push('h');
    vi.advanceTimersByTime(100);
    debouncer.push('hi');
    vi.advanceTimersByTime(100);
    debouncer.push('hil');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['hil']);
  });

  it('settles again for a value pushed after the previous one settled', () => {
    const settled: string[] = [];
    const debouncer = createDebouncer<string>(300, (value) => settled.push(value));
    debouncer.push('drill');
    vi.advanceTimersByTime(300);
    debouncer.push('');
    vi.advanceTimersByTime(300);
    expect(settled).toEqual(['drill', '']);
  });

  it('drops a pending value when cancelled', () => {
    const settle = vi.fn();
    const debouncer = createDebouncer<string>(300, settle);
    debouncer.push('saw');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(settle).not.toHaveBeenCalled();
  });
});
