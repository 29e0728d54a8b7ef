import { NotFoundContent } from './not-found-content';

/** Any unknown path. Open to everyone: it reveals nothing, and `/` sends visitors on. */
export const NotFoundPage = () => (
  <main className="flex min-h-full flex-col">
    <NotFoundContent />
  </main>
);
