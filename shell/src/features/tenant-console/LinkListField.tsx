import { useTranslation } from 'react-i18next';
import type { FooterLink, Language } from '@mp/contracts';
import { Button, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import type { FieldErrors } from './draft-edit';
import { moveEntry } from './settings-edit';
import { TitlesField } from './TitlesField';
import { withTitles } from './titles-edit';

/**
 * An ordered list of footer links (title and link) with add, remove and keyboard reordering.
 * `path` is the list's field path, for the schema's messages.
 */
export function LinkListField({
  name,
  links,
  path,
  errors,
  linkHint,
  languages,
  onChange,
}: {
  name: string;
  links: readonly FooterLink[];
  /** The tenant's languages: each link's title is edited in each of them. */
  languages: readonly Language[];
  path: string;
  errors: FieldErrors;
  linkHint?: string;
  onChange: (next: FooterLink[]) => void;
}) {
  const { t } = useTranslation(NAMESPACES.console);
  const set = (index: number, field: keyof FooterLink, value: string) =>
    onChange(links.map((link, at) => (at === index ? { ...link, [field]: value } : link)));
  const label = (link: FooterLink, index: number) =>
    link.title.trim() === '' ? t('menus.untitled', { position: index + 1 }) : link.title;
  return (
    <div className="mp-console__links">
      {errors[path] && <p className="mp-field__error">{errors[path]}</p>}
      {links.length === 0 && <p className="mp-console__hint">{t('footer.noLinks')}</p>}
      <ol className="mp-console__menu-items" aria-label={name}>
        {links.map((link, index) => (
          <li key={index} className="mp-console__menu-item">
            <div className="mp-console__pair">
              <TextField
                label={t('footer.linkTitle')}
                value={link.title}
                error={errors[`${path}.${index}.title`] ?? errors[`${path}.${index}`]}
                onChange={(event) => set(index, 'title', event.target.value)}
              />
              <TextField
                label={t('footer.linkUrl')}
                hint={linkHint}
                value={link.url}
                error={errors[`${path}.${index}.url`]}
                onChange={(event) => set(index, 'url', event.target.value)}
              />
              <TitlesField
                name={link.title}
                titles={link.titles}
                languages={languages}
                path={`${path}.${index}`}
                errors={errors}
                onChange={(titles) =>
                  onChange(
                    links.map((item, at) => (at === index ? withTitles(item, titles) : item)),
                  )
                }
              />
            </div>
            <div className="mp-console__actions">
              <Button
                variant="secondary"
                aria-label={t('menus.moveUp', { name: label(link, index) })}
                disabled={index === 0}
                onClick={() => onChange(moveEntry(links, index, -1))}
              >
                {t('menus.up')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('menus.moveDown', { name: label(link, index) })}
                disabled={index === links.length - 1}
                onClick={() => onChange(moveEntry(links, index, 1))}
              >
                {t('menus.down')}
              </Button>
              <Button
                variant="link"
                aria-label={t('menus.removeItem', { name: label(link, index) })}
                onClick={() => onChange(links.filter((_, at) => at !== index))}
              >
                {t('menus.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        aria-label={t('footer.addLinkTo', { name })}
        onClick={() => onChange([...links, { title: '', url: '' }])}
      >
        {t('footer.addLink')}
      </Button>
    </div>
  );
}
