import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PagedList } from '@/lib/use-paged-list';
import { Button } from './button';

/** Under a paged list: "loading more", the end of the list, or a failed page with "Try again". */
export const ListLoadFooter = ({ list }: { list: PagedList<unknown> }) => {
  const { t } = useTranslation();
  const { hasNextPage, isLoadingMore, loadMoreFailed, loadMore } = list;
  // The end is worth saying only to someone who scrolled through more than one page.
  const atEnd = !hasNextPage && list.pageCount > 1;
  return (
    <>
      <div
        role="status"
        className={cn(
          'flex items-center justify-center gap-2 text-sm text-muted-foreground',
          (isLoadingMore || atEnd) && 'border-t border-border px-4 py-3',
        )}
      >
        {isLoadingMore && (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('lists.loadingMore')}
          </>
        )}
        {atEnd && t('lists.end')}
      </div>
      {loadMoreFailed && !isLoadingMore && (
        <div className="flex flex-wrap items-center justify-center gap-3 border-t border-border px-4 py-3 text-sm">
          <p role="alert">{t('lists.loadMoreFailed')}</p>
          <Button variant="outline" size="sm" onClick={loadMore}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
    </>
  );
};
