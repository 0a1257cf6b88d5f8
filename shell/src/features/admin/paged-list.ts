import { useCallback, useEffect, useState } from 'react';

export type Load = 'loading' | 'error' | 'ready';

export interface ListPage<T> {
  items: T[];
  /** Where the next page starts; none on the last page. */
  next?: string | undefined;
}

export interface PagedListOptions<T> {
  /** Reads one page (the first without `from`); keep it stable (module-level or memoised). */
  readPage(from?: string): Promise<ListPage<T>>;
  keyOf(item: T): string;
  /** Hears every failed read, of the first page or of a further one. */
  reportFailure?(error: unknown, page: 'first' | 'more'): void;
  /** A further page that fails either leaves the list as it is or shows the load error. */
  failedMore: 'keep' | 'error';
}

/** A list read page by page: reloadable, grown by "more" (without repeats), rows removable. */
export function usePagedList<T>({
  readPage,
  keyOf,
  reportFailure,
  failedMore,
}: PagedListOptions<T>) {
  const [load, setLoad] = useState<Load>('loading');
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);

  const reload = useCallback(() => {
    let live = true;
    setLoad('loading');
    readPage().then(
      (page) => {
        if (!live) return;
        setItems(page.items);
        setNext(page.next);
        setLoad('ready');
      },
      (error: unknown) => {
        reportFailure?.(error, 'first');
        if (live) setLoad('error');
      },
    );
    return () => {
      live = false;
    };
  }, [readPage, reportFailure]);

  useEffect(() => reload(), [reload]);

  const loadMore = useCallback(async () => {
    if (next === undefined) return;
    setLoadingMore(true);
    try {
      const page = await readPage(next);
      setItems((current) => [
        ...current,
        ...page.items.filter((item) => !current.some((known) => keyOf(known) === keyOf(item))),
      ]);
      setNext(page.next);
    } catch (error) {
      reportFailure?.(error, 'more');
      if (failedMore === 'error') setLoad('error');
    } finally {
      setLoadingMore(false);
    }
  }, [readPage, keyOf, reportFailure, failedMore, next]);

  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((item) => keyOf(item) !== key)),
    [keyOf],
  );

  return { load, items, next, loadingMore, reload, loadMore, remove };
}
