import { contentPageSlugOf, pickLocalised } from './content-page-paths';
import { ZContentPage, summariseContentPage } from './content-pages';

const PAGE = {
  slug: 'terms',
  placement: ['footer'],
  texts: { en: { title: 'Terms', body: 'The **rules**.' }, de: { title: 'AGB', body: 'Regeln.' } },
};

describe('content pages', () => {
  it('accepts a page with texts per language and summarises it without its body', () => {
    const page = ZContentPage.parse(PAGE);
    expect(summariseContentPage(page)).toEqual({
      slug: 'terms',
      placement: ['footer'],
      titles: { en: 'Terms', de: 'AGB' },
    });
  });

  it("refuses a path of the app's own screens, a bad slug and a page without text", () => {
    expect(ZContentPage.safeParse({ ...PAGE, slug: 'login' }).success).toBe(false);
    expect(ZContentPage.safeParse({ ...PAGE, slug: 'customer' }).success).toBe(false);
    expect(ZContentPage.safeParse({ ...PAGE, slug: 'Terms!' }).success).toBe(false);
    expect(ZContentPage.safeParse({ ...PAGE, texts: {} }).success).toBe(false);
    expect(
      ZContentPage.safeParse({ ...PAGE, texts: { en: { title: 'T', body: '' } } }).success,
    ).toBe(false);
  });

  it('reads the slug of a path that can be a page', () => {
    expect(contentPageSlugOf('/terms')).toBe('terms');
    expect(contentPageSlugOf('/How-It-Works/')).toBe('how-it-works');
    expect(contentPageSlugOf('/login')).toBeNull();
    expect(contentPageSlugOf('/terms/more')).toBeNull();
  });

  it("picks the reader's language, then the tenant's default, then any", () => {
    const texts = { en: 'Terms', de: 'AGB' };
    expect(pickLocalised(texts, 'de-AT', 'en')).toBe('AGB');
    expect(pickLocalised(texts, 'ua', 'en')).toBe('Terms');
    expect(pickLocalised({ de: 'AGB' }, 'ua', 'en')).toBe('AGB');
  });
});
