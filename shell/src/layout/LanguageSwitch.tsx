import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES, storeLocale } from '../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
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
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
