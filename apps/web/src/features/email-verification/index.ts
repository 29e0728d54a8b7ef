// What other features and the shell may use of email-verification; its screens are in pages.ts.

export { VerificationNotice } from './verification-notice';
