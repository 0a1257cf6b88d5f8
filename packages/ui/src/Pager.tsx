import { Button } from './Button';

export interface PagerTexts {
  /** The navigation landmark's name, e.g. "Pagination". */
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: PagerTexts;
  className?: string;
}

/** Previous / next through a list's pages; nothing when there is only one page. */
export function Pager({ page, pages, onPage, texts, className }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className={className}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <span aria-current="page">{texts.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
