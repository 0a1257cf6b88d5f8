/**
 * Markdown of the tenant's content pages to HTML, safely (docs/content-pages.md#markdown): raw
 * HTML in the text is escaped, never rendered; links with a scheme other than http(s), mailto
 * and tel are not links; links to other sites open in a new tab without an opener.
 */
import MarkdownIt from 'markdown-it';
import { isExternalLink } from '@mp/contracts';

const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

function createRenderer(host: string): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  md.validateLink = (url) => SAFE_LINK.test(url.trim());
  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index]!;
    const href = token.attrGet('href') ?? '';
    if (isExternalLink(href, host)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return renderToken(tokens, index, options);
  };
  return md;
}

/** The HTML of a Markdown text, links judged against the site's own host. */
export function renderMarkdown(markdown: string, host: string): string {
  return createRenderer(host).render(markdown);
}
