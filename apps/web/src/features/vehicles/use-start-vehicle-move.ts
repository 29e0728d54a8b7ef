import { useState } from 'react';
import type { MoveStarter } from '@/features/items';
import type { Vehicle } from './api';
import type { VehicleMove } from './vehicle-moves';

/** Starting a vehicle's status move: every move asks for the odometer first (VehicleMoveForm). */
export const useStartVehicleMove = (): MoveStarter<Vehicle, VehicleMove> => {
  const [moving, setMoving] = useState<{ item: Vehicle; move: VehicleMove } | null>(null);
  return {
    startMove: (item, move) => setMoving({ item, move }),
    moving,
    stopMoving: () => setMoving(null),
    pending: false,
  };
};
