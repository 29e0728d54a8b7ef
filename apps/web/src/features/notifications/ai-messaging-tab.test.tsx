// @vitest-environment component
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, startModel, withRealServer } from '@/test/real-server';
import { AiMessagingTab } from './ai-messaging-tab';

// The paid model provider is the one thing outside the machine: a stand-in answers on 127.0.0.1.
// Its behaviour is read at each request, so a test can make it fail.
const modelBehaviour: { reply: string; status?: number } = {
  reply:
    'Subject: Yard closed on Friday\n\nHello all,\n\nthe yard is closed on Friday.\n\nHafenbau GmbH',
};
let model: Awaited<ReturnType<typeof startModel>>;
beforeAll(async () => {
  model = await startModel(modelBehaviour);
});
afterAll(() => model.close());

const server = withRealServer(() => ({ LLM_BASE_URL: model.url }));

const PROMPT = 'The yard is closed on Friday; bring all drills back by Thursday.';

const openTab = async () => {
  const { admin } = await organizationWithAdmin(server.app, { name: 'Hafenbau GmbH' });
  const screenParts = await renderScreen(<AiMessagingTab />, { signedInAs: admin });
  await screen.findByText('Written by the AI model');
  return { ...screenParts, admin };
};

type SentMessage = { subject: string; body: string; recipients: string[]; writer: string };

describe('AI messaging', () => {
  it('Preview has the model write a draft from the prompt; the edited draft is what is sent', async () => {
    const { user, admin } = await openTab();
    const asked = model.requests.length;
    await user.type(screen.getByLabelText('Prompt'), PROMPT);
    await user.type(screen.getByLabelText('Recipients'), 'crew@example.com');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const subject = await screen.findByLabelText('Subject');
    expect(subject).toHaveValue('Yard closed on Friday');
    expect(model.requests).toHaveLength(asked + 1);
    expect(model.requests.at(-1)?.body.messages.at(-1)?.content).toBe(PROMPT);

    await user.clear(subject);
    await user.type(subject, 'Yard closed on Friday, drills back Thursday');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('AI notification sent successfully')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Prompt')).toHaveValue(''));
    // Sent as previewed and edited: the model was not asked a second time.
    expect(model.requests).toHaveLength(asked + 1);
    const sent = await server.request('GET', '/api/ai/messages', admin.token);
    expect(sent.body).toEqual([
      expect.objectContaining<Partial<SentMessage>>({
        subject: 'Yard closed on Friday, drills back Thursday',
        body: expect.stringContaining('the yard is closed on Friday.') as string,
        recipients: ['crew@example.com'],
        writer: 'model',
      }),
    ]);
  });

  it('Preview without a prompt or recipients names both and asks no model', async () => {
    const { user } = await openTab();
    const asked = model.requests.length;
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('Prompt is required')).toBeVisible();
    expect(screen.getByText('At least one recipient is required')).toBeVisible();
    expect(screen.getByLabelText('Prompt')).toHaveFocus();
    expect(model.requests).toHaveLength(asked);
  });

  it('a failing model is reported, and everything typed stays for another try', async () => {
    const { user } = await openTab();
    await user.type(screen.getByLabelText('Prompt'), PROMPT);
    await user.type(screen.getByLabelText('Recipients'), 'crew@example.com');
    modelBehaviour.status = 500;
    try {
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(await screen.findByText('Failed to write the preview')).toBeVisible();
    } finally {
      delete modelBehaviour.status;
    }
    expect(screen.getByText('The message could not be written. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Prompt')).toHaveValue(PROMPT);
    expect(screen.getByLabelText('Recipients')).toHaveValue('crew@example.com');
    expect(screen.queryByLabelText('Subject')).toBeNull();
  });

  it("an admin's chip adds their address to the recipients", async () => {
    const { user, admin } = await openTab();
    await user.type(screen.getByLabelText('Recipients'), 'crew@example.com');
    await user.click(
      await screen.findByRole('button', {
        name: `Add Ada Builder (${admin.user.email})`,
      }),
    );
    expect(screen.getByLabelText('Recipients')).toHaveValue(
      `crew@example.com, ${admin.user.email}`,
    );
  });
});
