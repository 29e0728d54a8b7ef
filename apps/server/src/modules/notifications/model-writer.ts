import type { Config } from '../../config.js';
import { upstreamFailed } from '../../lib/domain-errors.js';

export type WriterInput = { organizationName: string; languageName: string; prompt: string };
export type Written = { subject: string; body: string };

export const writerFailed = () => upstreamFailed('errors.aiWriterFailed');

/**
 * The model sees only what it must: the organization's name, the language and the admin's
 * request. No record of ours is in its context, so no prompt can make it reveal one.
 */
const systemPrompt = ({ organizationName, languageName }: WriterInput) =>
  [
    `You write short, clear e-mail notifications for the construction company "${organizationName}".`,
    `Write in ${languageName}. Plain text only, no markdown.`,
    'Answer exactly in this form: a first line "Subject: <subject>", an empty line, then the body.',
    `End the body with a greeting and the signature "${organizationName}".`,
    'Use only what the request says. Do not invent facts, names, dates or links.',
  ].join(' ');

/** Splits "Subject: …\n\nbody" from the model; without a subject line, the first line serves. */
export const parseWritten = (text: string): Written | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^subject:\s*(.+)\n+([\s\S]+)$/i.exec(trimmed);
  const subject = (match ? match[1]! : trimmed.split('\n')[0]!)
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 200);
  const body = (match ? match[2]! : trimmed.split('\n').slice(1).join('\n')).trim() || trimmed;
  return subject ? { subject, body } : null;
};

/** Any OpenAI-compatible chat-completions endpoint (hosted or local), with a hard timeout. */
export const writeWithModel = async (
  llm: NonNullable<Config['llm']>,
  input: WriterInput,
): Promise<Written> => {
  let response: Response;
  try {
    response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.3,
        max_tokens: 700,
        messages: [
          { role: 'system', content: systemPrompt(input) },
          { role: 'user', content: input.prompt },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
  } catch {
    throw writerFailed();
  }
  if (!response.ok) throw writerFailed();
  const json = (await response.json().catch(() => null)) as {
    choices?: Array<{ message?: { content?: unknown } }>;
  } | null;
  const content = json?.choices?.[0]?.message?.content;
  const written = typeof content === 'string' ? parseWritten(content) : null;
  if (!written) throw writerFailed();
  return written;
};
