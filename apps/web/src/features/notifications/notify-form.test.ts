import { describe, expect, it } from 'vitest';
import { EMPTY_NOTIFY_FORM, notifyFormSchema, notifyRequestFrom } from './notify-form';

const values = (changes: Partial<typeof EMPTY_NOTIFY_FORM>) => ({
  ...EMPTY_NOTIFY_FORM,
  ...changes,
});

const issuesOf = (result: ReturnType<ReturnType<typeof notifyFormSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);

describe('notifyFormSchema', () => {
  it('asks for a prompt and a recipient before anything is sent', () => {
    expect(issuesOf(notifyFormSchema('draft').safeParse(values({ prompt: '   ' })))).toEqual([
      ['prompt', 'validation.promptRequired'],
      ['recipients', 'validation.recipientsRequired'],
    ]);
  });

  it('reports a bad address on the recipients field', () => {
    const result = notifyFormSchema('send').safeParse(
      values({ prompt: 'Hi', recipients: 'ada@example.com, not-an-address' }),
    );
    expect(issuesOf(result)).toEqual([['recipients', 'validation.recipientInvalid']]);
  });

  it('answers the request with recipients split and trimmed', () => {
    const result = notifyFormSchema('send').safeParse(
      values({ prompt: ' Yard closed Friday ', recipients: 'a@x.com, b@y.com,,a@x.com' }),
    );
    expect(result).toEqual({
      success: true,
      data: { prompt: 'Yard closed Friday', recipients: ['a@x.com', 'b@y.com'] },
    });
  });

  it('sends the previewed message only while a preview is shown, and checks it', () => {
    const base = { prompt: 'Hi', recipients: 'a@x.com', subject: '', body: 'Body' };
    expect(notifyRequestFrom(values(base))).not.toHaveProperty('message');
    expect(
      issuesOf(notifyFormSchema('send').safeParse(values({ ...base, previewed: true }))),
    ).toEqual([['subject', 'validation.subjectRequired']]);
    // A draft (a new preview) does not care about the old one.
    expect(notifyFormSchema('draft').safeParse(values({ ...base, previewed: true })).success).toBe(
      true,
    );
    const sent = notifyFormSchema('send').safeParse(
      values({ ...base, previewed: true, subject: 'Notice' }),
    );
    expect(sent.success && sent.data.message).toEqual({ subject: 'Notice', body: 'Body' });
  });
});
