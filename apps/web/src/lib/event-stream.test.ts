import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { followLiveEvents, takeEvents } from './event-stream';

describe('takeEvents', () => {
  it('reads complete events with their id and type, and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = takeEvents(
      'retry: 2000\n\nid: 7\nevent: change\ndata: {"entityType":"tool"}\n\nid: 8\nevent: cha',
    );
    expect(events).toEqual([{ id: '7', type: 'change', data: '{"entityType":"tool"}' }]);
    expect(rest).toBe('id: 8\nevent: cha');
    const next = takeEvents(`${rest}nge\ndata: {}\n\n`);
    expect(next.events).toEqual([{ id: '8', type: 'change', data: '{}' }]);
    expect(next.rest).toBe('');
  });

  it('skips keep-alive comments and joins multi-line data', () => {
    const { events } = takeEvents(': keep-alive\n\nevent: change\ndata: a\ndata: b\n\n');
    expect(events).toEqual([{ id: undefined, type: 'change', data: 'a\nb' }]);
  });

  it('accepts CRLF line ends', () => {
    expect(takeEvents('id: 1\r\nevent: change\r\ndata: x\r\n\r\n').events).toEqual([
      { id: '1', type: 'change', data: 'x' },
    ]);
  });
});

describe('followLiveEvents', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('does not keep trying without a network, and reconnects the moment the connection returns', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    onlineManager.setOnline(false);
    const controller = new AbortController();
    const following = followLiveEvents({
      token: 'token',
      signal: controller.signal,
      onEvent: () => undefined,
    });

    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);

    controller.abort();
    await following;
  });
});
