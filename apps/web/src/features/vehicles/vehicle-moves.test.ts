import { describe, expect, it } from 'vitest';
import { vehicleMoves } from './vehicle-moves';

const summary = (from: Parameters<typeof vehicleMoves>[0]) =>
  vehicleMoves(from).map((move) => [move.to, move.labelKey, move.needsWorker]);

describe('vehicle row menu moves (spec 4)', () => {
  it('offers check out, assign and service for an available vehicle', () => {
    expect(summary('available')).toEqual([
      ['in_use', 'vehicles.moves.checkOut', false],
      ['pending_confirmation', 'vehicles.moves.assign', true],
      ['service', 'vehicles.moves.service', false],
    ]);
  });

  it('offers return and service for a vehicle in use', () => {
    expect(summary('in_use')).toEqual([
      ['available', 'vehicles.moves.return', false],
      ['service', 'vehicles.moves.service', false],
    ]);
  });

  it('offers only service while a worker has to confirm, and back from service', () => {
    expect(summary('pending_confirmation')).toEqual([['service', 'vehicles.moves.service', false]]);
    expect(summary('service')).toEqual([['available', 'vehicles.moves.backToAvailable', false]]);
  });
});
