import { describe, expect, it } from 'vitest';
import { toolMoves } from './tool-moves';

const summary = (from: Parameters<typeof toolMoves>[0]) =>
  toolMoves(from).map((move) => [move.to, move.labelKey, move.asksDetails, move.needsWorker]);

describe('tool row menu moves', () => {
  it('offers check out, assign and maintenance for an available tool', () => {
    expect(summary('available')).toEqual([
      ['checked_out', 'tools.moves.checkOut', true, false],
      ['pending_confirmation', 'tools.moves.assign', true, true],
      ['maintenance', 'tools.moves.maintenance', false, false],
    ]);
  });

  it('offers return and maintenance for a checked-out tool', () => {
    expect(summary('checked_out')).toEqual([
      ['available', 'tools.moves.return', false, false],
      ['maintenance', 'tools.moves.maintenance', false, false],
    ]);
  });

  it('offers only maintenance while a worker has to confirm', () => {
    expect(summary('pending_confirmation')).toEqual([
      ['maintenance', 'tools.moves.maintenance', false, false],
    ]);
  });

  it('brings a tool back from maintenance', () => {
    expect(summary('maintenance')).toEqual([
      ['available', 'tools.moves.backToAvailable', false, false],
    ]);
  });
});
