import { describe, expect, it } from 'vitest';
import { defaultStatusNote, humanizeIdentifier, parseLogAction } from './log-actions';

describe('parseLogAction (tool and vehicle logs)', () => {
  it('reads a status change and its target status', () => {
    expect(parseLogAction('status_change_to_checked_out')).toEqual({
      kind: 'statusChange',
      status: 'checked_out',
    });
    expect(parseLogAction('status_change_to_service')).toEqual({
      kind: 'statusChange',
      status: 'service',
    });
  });

  it('reads creation and returns', () => {
    expect(parseLogAction('created')).toEqual({ kind: 'created' });
    expect(parseLogAction('vehicle_returned')).toEqual({ kind: 'returned' });
  });

  it('humanizes anything else', () => {
    expect(parseLogAction('oil_changed')).toEqual({ kind: 'other', text: 'Oil changed' });
    expect(parseLogAction('status_change_to_')).toEqual({
      kind: 'other',
      text: 'Status change to',
    });
    expect(humanizeIdentifier('  a__b-c ')).toBe('A b c');
    expect(humanizeIdentifier('')).toBe('');
  });
});

describe('defaultStatusNote', () => {
  it("recognizes the server's default note", () => {
    expect(defaultStatusNote('Status changed to pending_confirmation')).toBe(
      'pending_confirmation',
    );
  });

  it('leaves notes people wrote alone', () => {
    expect(defaultStatusNote('Status changed to available, blade replaced')).toBeNull();
    expect(defaultStatusNote('Returned to container A')).toBeNull();
    expect(defaultStatusNote(null)).toBeNull();
  });
});
