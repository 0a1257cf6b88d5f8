import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, LoadingSkeleton, type ButtonVariant } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import type { Load } from './paged-list';

interface Paging {
  next: string | undefined;
  loadingMore: boolean;
  loadMore(): Promise<void>;
}

export interface ListBodyProps {
  load: Load;
  isEmpty: boolean;
  texts: { loading: string; loadFailed: string; empty: string; emptyHint: string };
  onRetry(): void;
  /** A paged list (`usePagedList`) gets a "show more" button while there is a further page. */
  more?: { paging: Paging; label: string; variant: ButtonVariant } | undefined;
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode;
}

/** An admin list's states: a spinner, a failure with a retry, an empty state, or the list. */
export function ListBody({ load, isEmpty, texts, onRetry, more, children }: ListBodyProps) {
  const { t } = useTranslation(NAMESPACES.admin);
  if (load === 'loading') return <LoadingSkeleton label={texts.loading} />;
  if (load === 'error') {
    return <ErrorState message={texts.loadFailed} onRetry={onRetry} retryLabel={t('retry')} />;
  }
  if (isEmpty) {
    return <EmptyState title={texts.empty} description={texts.emptyHint} headingLevel={3} />;
  }
  return (
    <>
      {children}
      {more && more.paging.next !== undefined && (
        <Button
          type="button"
          variant={more.variant}
          loading={more.paging.loadingMore}
          onClick={() => void more.paging.loadMore()}
        >
          {more.label}
        </Button>
      )}
    </>
  );
}
