import { z } from '../zod.js';
import type { Due, DueKind } from './due-states.js';

/**
 * Hand-out rules: assigning, checking out or confirming an item is refused while one
 * of these holds, unless an admin overrides with a written reason. Each can be switched off per
 * organization.
 */
export const HAND_OUT_RULES = [
  'tool_maintenance',
  'vehicle_service',
  'vehicle_registration',
  'vehicle_technical_checkup',
  'vehicle_tires',
] as const;
export type HandOutRule = (typeof HAND_OUT_RULES)[number];

export const isHandOutRule = (value: string): value is HandOutRule =>
  (HAND_OUT_RULES as readonly string[]).includes(value);

export const handOutRuleSchema = z.enum(HAND_OUT_RULES, { error: 'validation.invalidValue' });

/** The statuses that hand an item to someone: assigned, checked out (a tool), in use (a vehicle). */
const HAND_OUT_STATUSES: readonly string[] = ['pending_confirmation', 'checked_out', 'in_use'];
export const isHandOutStatus = (status: string) => HAND_OUT_STATUSES.includes(status);

/** The rule an overdue reason breaks. */
const RULE_OF_DUE: Record<DueKind, HandOutRule> = {
  maintenance: 'tool_maintenance',
  service: 'vehicle_service',
  registration: 'vehicle_registration',
  technical_checkup: 'vehicle_technical_checkup',
};

/** What the rules read of an item: its due state, and for a vehicle whether its tyres are wrong. */
export type HandOutFacts = { due: Due; wrongTires?: boolean };

/** The rules the item breaks now, of those the organization keeps on; none: it may go out. */
export const brokenHandOutRules = (
  facts: HandOutFacts,
  rulesOff: readonly string[],
): HandOutRule[] => {
  const broken = facts.due.reasons
    .filter((reason) => reason.state === 'overdue')
    .map((reason) => RULE_OF_DUE[reason.kind]);
  if (facts.wrongTires) broken.push('vehicle_tires');
  return broken.filter((rule) => !rulesOff.includes(rule));
};

/** An admin's written reason to hand an item out against the rules. */
export const HAND_OUT_OVERRIDE_MAX = 500;
export const handOutOverrideSchema = z
  .string()
  .trim()
  .max(HAND_OUT_OVERRIDE_MAX, { message: 'validation.textMax' })
  .optional()
  .describe('An admin’s written reason to hand the item out although a hand-out rule refuses it');
