import type { DamageItemKind } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { toolKind } from '../tools/index.js';
import type { ToolView } from '../tools/index.js';
import { vehicleKind } from '../vehicles/index.js';
import type { VehicleView } from '../vehicles/index.js';

/** The tool or vehicle a damage report is about, as the caller's scope reads it. */
export type DamagedItem = { kind: 'tool'; item: ToolView } | { kind: 'vehicle'; item: VehicleView };

export const findDamagedItem = async (
  tx: Executor,
  auth: AuthContext,
  kind: DamageItemKind,
  id: number,
): Promise<DamagedItem | undefined> => {
  if (kind === 'tool') {
    const item = await toolKind.find(tx, auth, id);
    return item && { kind, item };
  }
  const item = await vehicleKind.find(tx, auth, id);
  return item && { kind, item };
};

/** How the item is named in a notice, an e-mail and the activity feed. */
export const damagedItemTitle = (damaged: DamagedItem) =>
  damaged.kind === 'tool'
    ? toolKind.title(damaged.item)
    : `${vehicleKind.title(damaged.item)} (${damaged.item.licensePlate})`;

/** A tool's site when the damage was reported (its day's site reports show it); vehicles have none. */
export const damagedItemSite = (damaged: DamagedItem) =>
  damaged.kind === 'tool' ? damaged.item.siteId : null;
