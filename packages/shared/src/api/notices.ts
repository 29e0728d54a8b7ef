import { endpoint } from './endpoint.js';
import { noContent } from './answers.js';
import {
  noticeLanguageSchema,
  noticesQuerySchema,
  noticesReadSchema,
  noticesResponseSchema,
  noticesUnreadResponseSchema,
} from '../notifications/notices.js';

/** The notices routes (docs/architecture.md, "The API table"). */
export const noticesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notices',
    access: 'notices.list',
    tags: ['notices'],
    summary:
      "The caller's notices, newest first (older than `before` when given), with the unread count",
    query: noticesQuerySchema,
    answer: noticesResponseSchema,
    status: 200,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notices/unread-count',
    access: 'notices.list',
    tags: ['notices'],
    summary: "How many of the caller's notices are unread",
    answer: noticesUnreadResponseSchema,
    status: 200,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notices/read',
    announces: [],
    access: 'notices.markRead',
    tags: ['notices'],
    summary:
      "Mark the caller's notices read: those named by `ids`, or all of them; answers the unread count",
    body: noticesReadSchema,
    answer: noticesUnreadResponseSchema,
    status: 200,
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/api/notices/language',
    announces: [],
    access: 'notices.setLanguage',
    tags: ['notices'],
    summary:
      "The language the caller's notices and daily digest are written in (the app sends the one it shows)",
    body: noticeLanguageSchema,
    answer: noContent,
    status: 204,
  }),
};
