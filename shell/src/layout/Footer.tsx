import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { isExternalLink, rewriteToAlias, type FooterLink as FooterLinkValue } from '@mp/contracts';
import { tenantDisplayName, useShell } from '../shell-context';

const SOCIAL = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;

/**
 * One footer link (docs/shell.md#links): external values open in a new tab with
 * rel="noopener noreferrer"; blank and `#` placeholders are shown as text, not dead links.
 */
export function FooterLink({ url, children }: { url: string; children: React.ReactNode }) {
  const { settings } = useShell();
  const value = url.trim();
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

function LinkGroup({ title, items }: { title: string; items: readonly FooterLinkValue[] }) {
  return (
    <section className="mp-footer__group">
      <h2 className="mp-footer__heading">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.title}-${item.url}`}>
            <FooterLink url={item.url}>{item.title}</FooterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The footer (docs/shell.md#footer), every part from the tenant's settings. */
export function Footer() {
  const { t } = useTranslation();
  const { tenantId, settings } = useShell();
  const footer = settings?.footer;
  const tenant = tenantDisplayName(tenantId);
  if (!footer) {
    return (
      <footer className="mp-shell-footer">
        <p>{t('footer.intro')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), tenant })}</p>
      </footer>
    );
  }
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
        <section className="mp-footer__group">
          <h2 className="mp-footer__heading">{footer.locations.title}</h2>
          <ul>
            {footer.locations.items.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </section>
        <LinkGroup title={footer.contactUs.title} items={footer.contactUs.items} />
        <LinkGroup title={footer.information.title} items={footer.information.items} />
      </div>
      <div className="mp-footer__middle">
        <p className="mp-footer__middle-header">{footer.middleSection.header}</p>
        {footer.middleSection.links.map((item) => (
          <FooterLink key={item.title} url={item.url}>
            {item.title}
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
          {footer.termsAndConditions.title}
        </FooterLink>
        <FooterLink url={footer.privacy.url}>{footer.privacy.title}</FooterLink>
      </div>
    </footer>
  );
}
