import { describe, expect, it } from 'vitest';
import { activityDetailKey } from './activity-details';

describe('the detail line of an activity entry', () => {
  it('is worded in the reader language when the server recorded a status or a role', () => {
    expect(activityDetailKey({ type: 'tool', details: 'pending_confirmation' })).toBe(
      'statuses.tool.pending_confirmation',
    );
    expect(activityDetailKey({ type: 'vehicle', details: 'service' })).toBe(
      'statuses.vehicle.service',
    );
    expect(activityDetailKey({ type: 'alert', details: 'worker' })).toBe('roles.worker');
  });

  it('is shown as it is when it is a name, a plate or an address', () => {
    expect(activityDetailKey({ type: 'tool', details: 'Container A' })).toBeNull();
    expect(activityDetailKey({ type: 'vehicle', details: 'M-AB 114' })).toBeNull();
    expect(activityDetailKey({ type: 'vehicle', details: 'maintenance' })).toBeNull();
    expect(activityDetailKey({ type: 'report', details: null })).toBeNull();
  });
});
