// What the shell uses of notices: the header's bell.
export { NoticeBell } from './notice-bell';
export { NOTICES_URL } from './api';
