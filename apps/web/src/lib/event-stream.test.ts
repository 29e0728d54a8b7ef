import { describe, expect, it } from 'vitest';
import { takeEvents } from './event-stream';

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
