import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredLocale, storeLocale } from '../i18n';
import { languageOptions } from '../i18n/languages';
import { useShell } from '../shell-context';

/** The language menu: the tenant's languages (see languages.ts); the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { settings } = useShell();
  const id = useId();
  const options = languageOptions(
    settings?.languages,
    typeof navigator === 'undefined' ? undefined : navigator.language,
    readStoredLocale(),
  );
  return (
    <div className="mp-shell-language">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          storeLocale(event.target.value);
          void i18n.changeLanguage(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
