import { describe, expect, it } from 'vitest';
import type { SentNotification } from '@toolyard/shared';
import { historyRow } from './history';

const message: SentNotification = {
  id: 7,
  organizationId: 3,
  recipients: ['a@x.com', 'b@y.com'],
  subject: 'Yard closed',
  body: 'Hello,\n\nThe yard is closed.',
  prompt: 'Tell them',
  writer: 'template',
  delivery: 'outbox',
  status: 'sent',
  sender: 'demo-admin@example.com',
  createdAt: '2025-03-04T15:05:00',
};

describe('historyRow', () => {
  it('formats the time in the UI language and joins the recipients', () => {
    expect(historyRow(message, 'en')).toEqual({
      id: 7,
      sentAt: 'Mar 4, 2025 3:05 PM',
      subject: 'Yard closed',
      recipients: 'a@x.com, b@y.com',
      sender: 'demo-admin@example.com',
      delivery: 'outbox',
      status: 'sent',
      writer: 'template',
    });
    // German: its own day-month order and a 24-hour clock.
    expect(historyRow(message, 'de').sentAt).toBe('04.03.2025 15:05');
  });

  it('copes with unknown kinds, no sender and a broken date', () => {
    const row = historyRow(
      { ...message, delivery: 'pigeon', writer: 'x', sender: ' ', createdAt: 'nope' },
      'en',
    );
    expect(row).toMatchObject({ delivery: 'other', writer: 'other', sender: null, sentAt: null });
  });

  it('knows the daily digest: sent by nobody, written by the server', () => {
    const row = historyRow({ ...message, writer: 'digest', sender: null, prompt: '' }, 'en');
    expect(row).toMatchObject({ writer: 'digest', sender: null });
  });

  it('shows whether each message went out: sent, failed, or never confirmed', () => {
    expect(historyRow({ ...message, status: 'sent' }, 'en').status).toBe('sent');
    expect(historyRow({ ...message, status: 'failed' }, 'en').status).toBe('failed');
    expect(historyRow({ ...message, status: 'sending' }, 'en').status).toBe('sending');
    // A status this client does not know yet (the server's list may grow) reads as unconfirmed.
    const newer: string = 'bounced';
    const status = newer as SentNotification['status'];
    expect(historyRow({ ...message, status }, 'en').status).toBe('sending');
  });
});
