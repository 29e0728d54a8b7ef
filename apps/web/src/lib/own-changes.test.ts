import { describe, expect, it } from 'vitest';
import { createOwnChanges, ECHO_WINDOW_MS } from './own-changes';

const withClock = () => {
  let time = 1_000_000;
  const changes = createOwnChanges(() => time);
  return { changes, advance: (ms: number) => (time += ms) };
};

describe('own changes (which live events are echoes of this tab)', () => {
  it('takes the event of a running change of the same kind for its echo, once', () => {
    const { changes } = withClock();
    changes.begin('tool');
    expect(changes.takeEcho('vehicle')).toBe(false);
    expect(changes.takeEcho('tool')).toBe(true);
    // A second change of that kind (another tab of the same user) is not ours.
    expect(changes.takeEcho('tool')).toBe(false);
  });

  it('waits for the echo a short while after the answer, then no longer', () => {
    const { changes, advance } = withClock();
    changes.settle(changes.begin('tool'), true);
    changes.settle(changes.begin('site'), true);
    advance(ECHO_WINDOW_MS);
    expect(changes.takeEcho('tool')).toBe(true);
    advance(1);
    expect(changes.takeEcho('site')).toBe(false);
  });

  it('expects no echo of a change the server refused', () => {
    const { changes } = withClock();
    changes.settle(changes.begin('tool'), false);
    expect(changes.takeEcho('tool')).toBe(false);
  });

  it('stands each change for one echo', () => {
    const { changes } = withClock();
    changes.begin('report');
    changes.begin('report');
    expect(changes.takeEcho('report')).toBe(true);
    expect(changes.takeEcho('report')).toBe(true);
    expect(changes.takeEcho('report')).toBe(false);
  });

  it('takes no event without an entity type for an echo', () => {
    const { changes } = withClock();
    changes.begin('tool');
    expect(changes.takeEcho(null)).toBe(false);
  });
});
