import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredLocale, storeLocale } from '../i18n';
import { languageOptions } from '../i18n/languages';
import { useShell } from '../shell-context';

/** The language menu: the tenant's languages (see languages.ts); the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { settings } = useShell();
  const id = useId();
  // The new language's texts download before i18next switches: show the choice meanwhile.
  const [choice, setChoice] = useState<string | null>(null);
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
        className="mp-field__input mp-shell-language__select"
        value={choice ?? i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          storeLocale(language);
          setChoice(language);
          void i18n.changeLanguage(language).finally(() => setChoice(null));
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
