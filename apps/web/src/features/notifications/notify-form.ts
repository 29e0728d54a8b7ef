import {
  aiNotifyDraftSchema,
  aiNotifySchema,
  parseRecipients,
  type AiNotifyInput,
} from '@toolyard/shared';

/** The AI messaging form as typed: recipients as one comma-separated text. */
export type NotifyFormValues = {
  prompt: string;
  recipients: string;
  /** Whether a preview is shown; its (editable) subject and body are then sent as they are. */
  previewed: boolean;
  subject: string;
  body: string;
};

export const EMPTY_NOTIFY_FORM: NotifyFormValues = {
  prompt: '',
  recipients: '',
  previewed: false,
  subject: '',
  body: '',
};

type Issue = { path: ReadonlyArray<PropertyKey>; message: string; code?: string };
type ParseResult =
  { success: true; data: AiNotifyInput } | { success: false; error: { issues: Issue[] } };

// The schema speaks of recipients[2] and message.subject; the form has one field for each.
const FIELD_OF: Record<string, keyof NotifyFormValues> = {
  prompt: 'prompt',
  recipients: 'recipients',
  subject: 'subject',
  body: 'body',
};
const formField = (path: ReadonlyArray<PropertyKey>) =>
  FIELD_OF[String(path[0] === 'message' ? path[1] : path[0])] ?? 'root';

/** The request a form describes; the previewed message only while a preview is shown. */
export const notifyRequestFrom = (values: NotifyFormValues) => ({
  prompt: values.prompt,
  recipients: parseRecipients(values.recipients),
  ...(values.previewed ? { message: { subject: values.subject, body: values.body } } : {}),
});

const failure = (issues: ReadonlyArray<Issue>): ParseResult => ({
  success: false,
  error: {
    issues: issues.map((issue) => ({
      path: [formField(issue.path)],
      message: issue.message,
      code: issue.code,
    })),
  },
});

/**
 * The shared schemas over the form's flat fields, for zodResolver:
 * a draft (preview) needs a prompt and recipients; a send also checks a shown preview.
 */
export const notifyFormSchema = (mode: 'draft' | 'send') => ({
  safeParse: (data: unknown): ParseResult => {
    const request = notifyRequestFrom({
      ...EMPTY_NOTIFY_FORM,
      ...(data as Partial<NotifyFormValues>),
    });
    if (mode === 'send') {
      const result = aiNotifySchema.safeParse(request);
      return result.success ? { success: true, data: result.data } : failure(result.error.issues);
    }
    // A new preview replaces the shown one, so only the prompt and the recipients count.
    const result = aiNotifyDraftSchema.safeParse({
      prompt: request.prompt,
      recipients: request.recipients,
    });
    return result.success ? { success: true, data: result.data } : failure(result.error.issues);
  },
});
