import { useTranslation } from 'react-i18next';
import type { FooterLink, FooterSettings, Language } from '@mp/contracts';
import { TextArea, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { LinkListField } from './LinkListField';
import { linkAsPlace, placeAsLink, setFooter } from './settings-edit';
import type { SectionProps } from './StylingSection';
import { TitlesField } from './TitlesField';
import { withTitles } from './titles-edit';

const PATH = 'settings.footer';
const TEXT_FIELDS = ['logoLink', 'copyright', 'supportContact', 'supportPhone'] as const;
const SOCIAL = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;
const LINK_GROUPS = ['services', 'contactUs', 'information'] as const;
const SINGLE_LINKS = ['termsAndConditions', 'privacy'] as const;

interface FooterPartProps {
  footer: FooterSettings;
  languages: readonly Language[];
  errors: SectionProps['errors'];
  update: (next: FooterSettings) => void;
}

function useTexts() {
  return useTranslation(NAMESPACES.console).t;
}

function FooterTexts({ footer, errors, update }: FooterPartProps) {
  const t = useTexts();
  const { logo: _old, ...withoutLogo } = footer;
  return (
    <fieldset className="mp-console__group">
      <legend>{t('footer.texts')}</legend>
      <TextField
        label={t('footer.logo')}
        hint={t('footer.logoHint')}
        value={footer.logo ?? ''}
        error={errors[`${PATH}.logo`]}
        onChange={(event) =>
          update(event.target.value === '' ? withoutLogo : { ...footer, logo: event.target.value })
        }
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`footer.fields.${field}`)}
          value={footer[field]}
          error={errors[`${PATH}.${field}`]}
          onChange={(event) => update({ ...footer, [field]: event.target.value })}
        />
      ))}
      <TextArea
        className="mp-console__wide"
        label={t('footer.fields.intro')}
        value={footer.intro}
        error={errors[`${PATH}.intro`]}
        onChange={(event) => update({ ...footer, intro: event.target.value })}
      />
    </fieldset>
  );
}

type LinkPart = 'title' | 'url';

function FooterLinks({ footer, errors, update, languages }: FooterPartProps) {
  const t = useTexts();
  const setLink = (field: (typeof SINGLE_LINKS)[number], next: FooterLink) =>
    update({ ...footer, [field]: next });
  const setLinkPart = (field: (typeof SINGLE_LINKS)[number], part: LinkPart, value: string) =>
    setLink(field, { ...footer[field], [part]: value });
  const [first, second] = footer.middleSection.links;
  const putMiddle = (index: 0 | 1, next: FooterLink) => {
    const links: [FooterLink, FooterLink] = index === 0 ? [next, second] : [first, next];
    update({ ...footer, middleSection: { ...footer.middleSection, links } });
  };
  const setMiddle = (index: 0 | 1, part: LinkPart, value: string) =>
    putMiddle(index, { ...footer.middleSection.links[index], [part]: value });
  return (
    <fieldset className="mp-console__group">
      <legend>{t('footer.links')}</legend>
      {SINGLE_LINKS.map((field) => (
        <div key={field} className="mp-console__pair">
          <TextField
            label={t(`footer.fields.${field}`)}
            value={footer[field].title}
            error={errors[`${PATH}.${field}.title`]}
            onChange={(event) => setLinkPart(field, 'title', event.target.value)}
          />
          <TextField
            label={t('footer.linkOf', { name: t(`footer.fields.${field}`) })}
            value={footer[field].url}
            error={errors[`${PATH}.${field}.url`]}
            onChange={(event) => setLinkPart(field, 'url', event.target.value)}
          />
          <TitlesField
            name={footer[field].title}
            titles={footer[field].titles}
            languages={languages}
            path={`${PATH}.${field}`}
            errors={errors}
            onChange={(titles) => setLink(field, withTitles(footer[field], titles))}
          />
        </div>
      ))}
      <TextField
        label={t('footer.fields.middleHeader')}
        value={footer.middleSection.header}
        error={errors[`${PATH}.middleSection.header`]}
        onChange={(event) =>
          update({
            ...footer,
            middleSection: { ...footer.middleSection, header: event.target.value },
          })
        }
      />
      {([0, 1] as const).map((index) => (
        <div key={index} className="mp-console__pair">
          <TextField
            label={t('footer.middleTitle', { position: index + 1 })}
            value={footer.middleSection.links[index].title}
            error={errors[`${PATH}.middleSection.links.${index}.title`]}
            onChange={(event) => setMiddle(index, 'title', event.target.value)}
          />
          <TextField
            label={t('footer.middleUrl', { position: index + 1 })}
            value={footer.middleSection.links[index].url}
            error={errors[`${PATH}.middleSection.links.${index}.url`]}
            onChange={(event) => setMiddle(index, 'url', event.target.value)}
          />
          <TitlesField
            name={footer.middleSection.links[index].title}
            titles={footer.middleSection.links[index].titles}
            languages={languages}
            path={`${PATH}.middleSection.links.${index}`}
            errors={errors}
            onChange={(titles) =>
              putMiddle(index, withTitles(footer.middleSection.links[index], titles))
            }
          />
        </div>
      ))}
      {SOCIAL.map((network) => (
        <TextField
          key={network}
          label={t(`footer.social.${network}`)}
          value={footer.socialLinks[network]}
          error={errors[`${PATH}.socialLinks.${network}`]}
          onChange={(event) =>
            update({
              ...footer,
              socialLinks: { ...footer.socialLinks, [network]: event.target.value },
            })
          }
        />
      ))}
    </fieldset>
  );
}

function FooterGroups({ footer, errors, update, languages }: FooterPartProps) {
  const t = useTexts();
  return (
    <>
      {LINK_GROUPS.map((field) => (
        <fieldset key={field} className="mp-console__group" data-footer-group={field}>
          <legend>{t(`footer.groups.${field}`)}</legend>
          <TextField
            label={t('footer.groupTitle')}
            value={footer[field].title}
            error={errors[`${PATH}.${field}.title`]}
            onChange={(event) =>
              update({ ...footer, [field]: { ...footer[field], title: event.target.value } })
            }
          />
          <LinkListField
            name={t(`footer.groups.${field}`)}
            links={footer[field].items}
            path={`${PATH}.${field}.items`}
            errors={errors}
            languages={languages}
            onChange={(items) => update({ ...footer, [field]: { ...footer[field], items } })}
          />
        </fieldset>
      ))}
      <fieldset className="mp-console__group" data-footer-group="locations">
        <legend>{t('footer.groups.locations')}</legend>
        <TextField
          label={t('footer.groupTitle')}
          value={footer.locations.title}
          error={errors[`${PATH}.locations.title`]}
          onChange={(event) =>
            update({ ...footer, locations: { ...footer.locations, title: event.target.value } })
          }
        />
        <LinkListField
          name={t('footer.groups.locations')}
          links={footer.locations.items.map(placeAsLink)}
          path={`${PATH}.locations.items`}
          errors={errors}
          linkHint={t('footer.placeLinkHint')}
          languages={languages}
          onChange={(items) =>
            update({ ...footer, locations: { ...footer.locations, items: items.map(linkAsPlace) } })
          }
        />
      </fieldset>
    </>
  );
}

/** Every part of the footer: texts, the fixed links, the social links and the link groups. */
export function FooterSection({ config, errors, onChange }: SectionProps) {
  const footer = config.settings.footer;
  const update = (next: FooterSettings) => onChange(setFooter(config, next));
  const parts = { footer, errors, update, languages: config.settings.languages };
  return (
    <>
      <FooterTexts {...parts} />
      <FooterLinks {...parts} />
      <FooterGroups {...parts} />
    </>
  );
}
