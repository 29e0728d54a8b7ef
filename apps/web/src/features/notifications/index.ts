// What other features and the shell may use of notifications; its screens are in pages.ts.

export { aiStatusQuery } from './api';
export { AiMessagingTab } from './ai-messaging-tab';
