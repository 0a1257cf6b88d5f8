import type { ReactNode } from 'react';
import type { HeroContent } from './hero-content';

export const HERO_HEADING_ID = 'mp-home-hero-heading';
export const HERO_IMAGE_SIZE = { width: 480, height: 360 } as const;

/**
 * The home page's hero: the tenant's headline, subline and picture, and the search box. Pure
 * markup: the static server renders it too (without the search, whose place is kept), so the
 * first paint and React's first render are the same size.
 */
export function HomeHero({ content, search }: { content: HeroContent; search: ReactNode }) {
  return (
    <section className="mp-home-hero" aria-labelledby={HERO_HEADING_ID}>
      <div className="mp-home-hero__text">
        <h1 id={HERO_HEADING_ID} className="mp-home-hero__headline">
          {content.headline}
        </h1>
        <p className="mp-home-hero__subline">{content.subline}</p>
        <div className="mp-home-hero__search">{search}</div>
      </div>
      {content.image ? (
        <img
          className="mp-home-hero__image"
          src={content.image}
          alt={content.imageAlt}
          width={HERO_IMAGE_SIZE.width}
          height={HERO_IMAGE_SIZE.height}
          decoding="async"
        />
      ) : null}
    </section>
  );
}
