import { useTranslation } from 'react-i18next';
import type { Language, LocalisedTitles } from '@mp/contracts';
import { TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import type { FieldErrors } from './draft-edit';
import { titleLanguages, withTitleIn } from './titles-edit';

/**
 * An item's title per tenant language (docs/tenant-console.md#menus): one optional field per
 * language; a blank one shows the item's plain title in that language. `path` is the item's
 * field path, for the schema's messages (`….titles.de`).
 */
export function TitlesField({
  name,
  titles,
  languages,
  path,
  errors,
  onChange,
}: {
  /** The item's plain title, naming it in the labels. */
  name: string;
  titles: LocalisedTitles | undefined;
  languages: readonly Language[];
  path: string;
  errors: FieldErrors;
  onChange: (next: LocalisedTitles | undefined) => void;
}) {
  const { t } = useTranslation(NAMESPACES.console);
  return (
    <>
      {titleLanguages(languages, titles).map((language) => (
        <TextField
          key={language.value}
          label={t('titles.titleIn', { language: language.label })}
          hint={name.trim() === '' ? undefined : t('titles.fallback', { title: name })}
          value={titles?.[language.value] ?? ''}
          error={errors[`${path}.titles.${language.value}`]}
          onChange={(event) => onChange(withTitleIn(titles, language.value, event.target.value))}
        />
      ))}
    </>
  );
}
