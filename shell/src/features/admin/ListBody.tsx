import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, Spinner, type ButtonVariant } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import type { Load } from './paged-list';

export interface ListBodyProps {
  load: Load;
  isEmpty: boolean;
  texts: { loading: string; loadFailed: string; empty: string; emptyHint: string };
  onRetry(): void;
  /** "Show more", when there is a further page. */
  more?: { label: string; variant: ButtonVariant; loading: boolean; onClick(): void } | undefined;
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode;
}

/** An admin list's states: a spinner, a failure with a retry, an empty state, or the list. */
export function ListBody({ load, isEmpty, texts, onRetry, more, children }: ListBodyProps) {
  const { t } = useTranslation(NAMESPACES.admin);
  if (load === 'loading') return <Spinner label={texts.loading} />;
  if (load === 'error') {
    return <ErrorState message={texts.loadFailed} onRetry={onRetry} retryLabel={t('retry')} />;
  }
  if (isEmpty) {
    return <EmptyState title={texts.empty} description={texts.emptyHint} headingLevel={3} />;
  }
  return (
    <>
      {children}
      {more && (
        <Button type="button" variant={more.variant} loading={more.loading} onClick={more.onClick}>
          {more.label}
        </Button>
      )}
    </>
  );
}
