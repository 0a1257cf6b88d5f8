import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@mp/router';
import { getContentPage, pickLocalised, type ContentPage as Page } from '@mp/contracts';
import { useLoad } from '@mp/remote-kit';
import { ErrorState, PageHeader } from '@mp/ui';
import { useSession } from '../../features/session';
import { useShell } from '../../shell-context';
import { useScreenHead } from '../../styling/screen-head';
import { renderMarkdown } from './markdown';
import './content-page.css';

/** A click on an in-app link of the body navigates inside the app instead of reloading it. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="mp-content-page__skeleton" role="status" aria-label={label}>
      <span className="mp-skeleton mp-skeleton--line" />
      <span className="mp-skeleton mp-skeleton--line" />
      <span className="mp-skeleton mp-skeleton--line" />
      <span className="mp-skeleton mp-skeleton--line mp-skeleton--short" />
    </div>
  );
}

/**
 * One of the tenant's content pages (docs/content-pages.md), in the reader's language: its
 * title, description and Markdown body. `title` is the page's title from the settings, shown
 * in the tab at once while the body loads.
 */
export function ContentPage({ slug, title }: { slug: string; title: string }) {
  const { t, i18n } = useTranslation();
  const { http } = useSession();
  const { settings } = useShell();
  const onClick = useInAppLinks();
  const page = useLoad<Page>(
    (signal) => http.call(getContentPage, { params: { slug }, signal }),
    `content-page-${slug}`,
  );
  const text = page.data
    ? pickLocalised(page.data.texts, i18n.language, settings?.defaultLocale)
    : undefined;
  useScreenHead(text?.title ?? title, text?.description);
  const html = useMemo(() => (text ? renderMarkdown(text.body, window.location.host) : ''), [text]);
  if (page.status === 'error') {
    return (
      <div className="mp-shell-page" data-page="content">
        <ErrorState title={t('contentPage.failedTitle')} message={t('contentPage.failedMessage')} />
      </div>
    );
  }
  return (
    <article className="mp-shell-page mp-content-page" data-page="content" data-slug={slug}>
      <PageHeader heading={text?.title ?? title} description={text?.description} />
      {text ? (
        // The HTML comes from markdown-it with raw HTML disabled and links checked (markdown.ts).
        <div
          className="mp-content-page__body"
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <PageSkeleton label={t('contentPage.loading')} />
      )}
    </article>
  );
}
