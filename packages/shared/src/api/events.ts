import { endpoint } from './endpoint.js';
import { eventStreamAnswer } from './answers.js';

/** The events routes (docs/architecture.md, "The API table"). */
export const eventsApi = {
  subscribe: endpoint({
    method: 'GET',
    path: '/api/events',
    access: 'events.subscribe',
    tags: ['events'],
    summary:
      "Server-Sent Events: the caller's organization's changes (tools, vehicles, reports, assignments, …) as they happen; send Last-Event-ID to resume",
    answer: eventStreamAnswer,
    status: 200,
  }),
};
