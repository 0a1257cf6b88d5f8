import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import {
  isExternalLink,
  rewriteToAlias,
  titleIn,
  type FooterLink as FooterLinkValue,
} from '@mp/contracts';
import { tenantDisplayName, useShell } from '../shell-context';
import { useLinkContext, usePlacedPages } from './link-context';
import { isAvailable } from './menus';

const SOCIAL = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;

/**
 * One footer link (docs/shell.md#links): external values open in a new tab with
 * rel="noopener noreferrer"; blank and `#` placeholders are shown as text, not dead links; an
 * in-app target that leads nowhere for this viewer is not shown at all.
 */
export function FooterLink({ url, children }: { url: string; children: React.ReactNode }) {
  const { settings } = useShell();
  const ctx = useLinkContext();
  const value = url.trim();
  if (value.startsWith('/') && !isAvailable(value, ctx)) return null;
  if (value === '' || value === '#') return <span className="mp-footer__text">{children}</span>;
  if (isExternalLink(value, window.location.host)) {
    const href = /^www\./i.test(value) ? `https://${value}` : value;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (/^(mailto|tel):/i.test(value)) return <a href={value}>{children}</a>;
  if (!value.startsWith('/')) return <span className="mp-footer__text">{children}</span>;
  return <Link to={rewriteToAlias(value, settings?.styling.metadata)}>{children}</Link>;
}

/** A footer item: a plain name, or a name with its link. */
type FooterItem = string | FooterLinkValue;

function LinkGroup({ title, items }: { title: string; items: readonly FooterItem[] }) {
  const ctx = useLinkContext();
  const { i18n } = useTranslation();
  const shown = items.filter(
    (item) => typeof item === 'string' || !item.url.startsWith('/') || isAvailable(item.url, ctx),
  );
  if (shown.length === 0) return null;
  return (
    <section className="mp-footer__group">
      <h2 className="mp-footer__heading">{title}</h2>
      <ul>
        {shown.map((item) =>
          typeof item === 'string' ? (
            <li key={item}>{item}</li>
          ) : (
            <li key={`${item.title}-${item.url}`}>
              <FooterLink url={item.url}>{titleIn(item, i18n.language)}</FooterLink>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** Links every footer value already makes, so a placed page is not linked twice. */
function footerTargets(footer: NonNullable<ReturnType<typeof useShell>['settings']>['footer']) {
  const links: FooterItem[] = [
    footer.termsAndConditions,
    footer.privacy,
    ...footer.services.items,
    ...footer.locations.items,
    ...footer.contactUs.items,
    ...footer.information.items,
    ...footer.middleSection.links,
  ];
  return new Set(links.flatMap((item) => (typeof item === 'string' ? [] : [item.url.trim()])));
}

/** The footer (docs/shell.md#footer), every part from the tenant's settings. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const titled = (item: FooterLinkValue) => titleIn(item, i18n.language);
  const { tenantId, settings } = useShell();
  const footer = settings?.footer;
  const tenant = settings?.name ?? tenantDisplayName(tenantId);
  const footerPages = usePlacedPages('footer');
  if (!footer) {
    return (
      <footer className="mp-shell-footer">
        <p>{t('footer.intro')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), tenant })}</p>
      </footer>
    );
  }
  const linked = footerTargets(footer);
  const socials = SOCIAL.filter((name) => footer.socialLinks[name]?.trim());
  return (
    <footer className="mp-shell-footer">
      <div className="mp-footer__top">
        <section className="mp-footer__about">
          {footer.logo ? (
            <FooterLink url={footer.logoLink}>
              <img
                className="mp-footer__logo"
                src={footer.logo}
                alt={t('footer.logoAlt', { tenant })}
              />
            </FooterLink>
          ) : null}
          <p>{footer.intro}</p>
          {socials.length > 0 ? (
            <ul className="mp-footer__social" aria-label={t('footer.social')}>
              {socials.map((name) => (
                <li key={name}>
                  <FooterLink url={footer.socialLinks[name]}>
                    {t(`footer.networks.${name}`)}
                  </FooterLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <LinkGroup title={footer.services.title} items={footer.services.items} />
        <LinkGroup title={footer.locations.title} items={footer.locations.items} />
        <LinkGroup title={footer.contactUs.title} items={footer.contactUs.items} />
        <LinkGroup title={footer.information.title} items={footer.information.items} />
      </div>
      <div className="mp-footer__middle">
        <p className="mp-footer__middle-header">{footer.middleSection.header}</p>
        {footer.middleSection.links.map((item) => (
          <FooterLink key={item.title} url={item.url}>
            {titled(item)}
          </FooterLink>
        ))}
      </div>
      <div className="mp-footer__bottom">
        <p>
          {footer.copyright || t('footer.copyright', { year: new Date().getFullYear(), tenant })}
        </p>
        {footer.supportContact ? (
          <p>
            {t('footer.support')}{' '}
            <a href={`mailto:${footer.supportContact}`}>{footer.supportContact}</a>
          </p>
        ) : null}
        {footer.supportPhone ? (
          <p>
            {t('footer.phone')}{' '}
            <a href={`tel:${footer.supportPhone.replace(/[^+0-9]/g, '')}`}>{footer.supportPhone}</a>
          </p>
        ) : null}
        <FooterLink url={footer.termsAndConditions.url}>
          {titled(footer.termsAndConditions)}
        </FooterLink>
        <FooterLink url={footer.privacy.url}>{titled(footer.privacy)}</FooterLink>
        {footerPages
          .filter((page) => !linked.has(`/${page.slug}`))
          .map((page) => (
            <FooterLink key={page.slug} url={`/${page.slug}`}>
              {page.title}
            </FooterLink>
          ))}
      </div>
    </footer>
  );
}
