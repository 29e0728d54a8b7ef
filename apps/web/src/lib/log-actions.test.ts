import { describe, expect, it } from 'vitest';
import { humanizeIdentifier, logNoteWording, parseLogAction } from './log-actions';

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

  it('reads creation, an edit and returns', () => {
    expect(parseLogAction('created')).toEqual({ kind: 'created' });
    expect(parseLogAction('updated')).toEqual({ kind: 'updated' });
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

describe('logNoteWording (system notes as codes)', () => {
  it('words each code the server writes, with its values', () => {
    expect(logNoteWording('status_changed', { status: 'pending_confirmation' })).toEqual({
      key: 'statusChanged',
      status: 'pending_confirmation',
    });
    expect(logNoteWording('created', { status: 'available' })).toEqual({
      key: 'initialStatus',
      status: 'available',
    });
    expect(logNoteWording('assignment_confirmed', {})).toEqual({ key: 'confirmed' });
    expect(logNoteWording('returned', { place: 'Container A' })).toEqual({
      key: 'returnedTo',
      place: 'Container A',
    });
    expect(logNoteWording('returned', {})).toEqual({ key: 'returned' });
    expect(logNoteWording('tires_changed', { tireType: 'winter', tireYear: 2026 })).toEqual({
      key: 'tiresChanged',
      tireType: 'winter',
      tireYear: 2026,
    });
    expect(logNoteWording('tires_changed', { tireType: 'summer' })).toEqual({
      key: 'tiresChanged',
      tireType: 'summer',
      tireYear: null,
    });
    // Details edited, by the form or an import (decision 0060): which fields.
    expect(logNoteWording('updated', { fields: ['name', 'siteId'] })).toEqual({
      key: 'changedFields',
      fields: ['name', 'siteId'],
    });
    // Damage reported (decision 0045): how many photos; the text is the entry's typed note.
    expect(logNoteWording('damage_reported', { reportId: 4, photos: 2 })).toEqual({
      key: 'damageReported',
      photos: 2,
    });
  });

  it('shows nothing for a free note, an unknown code or a code without its values', () => {
    expect(logNoteWording(null, null)).toBeNull();
    expect(logNoteWording('weighed', { status: 'available' })).toBeNull();
    expect(logNoteWording('created', {})).toBeNull();
    expect(logNoteWording('status_changed', null)).toBeNull();
    expect(logNoteWording('updated', { fields: [] })).toBeNull();
  });
});
