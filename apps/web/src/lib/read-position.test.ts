import { describe, expect, it } from 'vitest';
import { createReadPositions } from './read-position';

const answer = (position?: string) => ({
  headers: new Headers(position ? { 'X-Toolyard-Lsn': position } : {}),
});

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('read positions (read-your-writes across replicas)', () => {
  it('sends nothing until a write was answered with a position', () => {
    const positions = createReadPositions(memoryStorage());
    expect(positions.headers('7')).toEqual({});
    positions.note('7', answer());
    expect(positions.headers('7')).toEqual({});
    positions.note('7', answer('0/16B3748'));
    expect(positions.headers('7')).toEqual({ 'X-Toolyard-Lsn': '0/16B3748' });
  });

  it('keeps the highest position, compared as a WAL position and not as text', () => {
    const positions = createReadPositions(memoryStorage());
    positions.note('7', answer('1/0'));
    // "0/FFFFFFFF" sorts after "1/0" as text but is further back in the WAL.
    positions.note('7', answer('0/FFFFFFFF'));
    expect(positions.headers('7')).toEqual({ 'X-Toolyard-Lsn': '1/0' });
    positions.note('7', answer('1/A'));
    expect(positions.headers('7')).toEqual({ 'X-Toolyard-Lsn': '1/A' });
  });

  it("keeps each signed-in user's own, and ignores what is no position", () => {
    const positions = createReadPositions(memoryStorage());
    positions.note('7', answer('0/100'));
    positions.note('8', answer('not a position'));
    expect(positions.headers('8')).toEqual({});
    expect(positions.headers('7')).toEqual({ 'X-Toolyard-Lsn': '0/100' });
  });

  it('survives a reload of the tab (sessionStorage), and works where storage refuses', () => {
    const storage = memoryStorage();
    createReadPositions(storage).note('7', answer('0/200'));
    expect(createReadPositions(storage).headers('7')).toEqual({ 'X-Toolyard-Lsn': '0/200' });

    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const positions = createReadPositions(refusing);
    positions.note('7', answer('0/300'));
    expect(positions.headers('7')).toEqual({ 'X-Toolyard-Lsn': '0/300' });
  });
});
