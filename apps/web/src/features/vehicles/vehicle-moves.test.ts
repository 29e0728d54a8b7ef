import { describe, expect, it } from 'vitest';
import { vehicleMoves } from './vehicle-moves';

const summary = (from: Parameters<typeof vehicleMoves>[0]) =>
  vehicleMoves(from).map((move) => [move.to, move.labelKey, move.needsWorker, move.needsOdometer]);

describe('vehicle row menu moves', () => {
  it('offers check out, assign and service for an available vehicle', () => {
    expect(summary('available')).toEqual([
      ['in_use', 'vehicles.moves.checkOut', false, true],
      ['pending_confirmation', 'vehicles.moves.assign', true, true],
      ['service', 'vehicles.moves.service', false, false],
    ]);
  });

  it('offers return and service for a vehicle in use', () => {
    expect(summary('in_use')).toEqual([
      ['available', 'vehicles.moves.return', false, true],
      ['service', 'vehicles.moves.service', false, false],
    ]);
  });

  it('offers only service while a worker has to confirm, and back from service, without an odometer', () => {
    expect(summary('pending_confirmation')).toEqual([
      ['service', 'vehicles.moves.service', false, false],
    ]);
    expect(summary('service')).toEqual([
      ['available', 'vehicles.moves.backToAvailable', false, false],
    ]);
  });
});
