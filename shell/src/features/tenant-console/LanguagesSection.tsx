import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@mp/ui';
import { SUPPORTED_LOCALES } from '../../i18n/languages';
import { NAMESPACES } from '../../locales';
import { addLanguage, removeLanguage, setDefaultLocale, setLanguage } from './settings-edit';
import type { SectionProps } from './StylingSection';

/** The languages visitors choose from (code and name) and the one a first visit starts in. */
export function LanguagesSection({ config, errors, onChange }: SectionProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const { languages, defaultLocale } = config.settings;
  // Each code once, even while a repeated one is being corrected.
  const offered = languages.filter(
    (language, index) =>
      language.value.trim() !== '' &&
      languages.findIndex((other) => other.value === language.value) === index,
  );
  return (
    <>
      <fieldset className="mp-console__group">
        <legend>{t('languages.offered')}</legend>
        {errors['settings.languages'] && (
          <p className="mp-field__error">{errors['settings.languages']}</p>
        )}
        <ul className="mp-console__rows">
          {languages.map((language, index) => {
            const name = language.label.trim() || language.value.trim() || `${index + 1}`;
            const path = `settings.languages.${index}`;
            return (
              <li key={index} className="mp-console__menu-item" data-language={language.value}>
                <TextField
                  label={t('languages.code')}
                  hint={
                    language.value === '' ||
                    (SUPPORTED_LOCALES as readonly string[]).includes(language.value)
                      ? t('languages.codeHint', { supported: SUPPORTED_LOCALES.join(', ') })
                      : t('languages.unsupported', { supported: SUPPORTED_LOCALES.join(', ') })
                  }
                  value={language.value}
                  error={errors[`${path}.value`]}
                  onChange={(event) =>
                    onChange(setLanguage(config, index, 'value', event.target.value))
                  }
                />
                <TextField
                  label={t('languages.label')}
                  value={language.label}
                  error={errors[`${path}.label`]}
                  onChange={(event) =>
                    onChange(setLanguage(config, index, 'label', event.target.value))
                  }
                />
                <Button
                  variant="link"
                  aria-label={t('languages.remove', { name })}
                  disabled={languages.length === 1}
                  onClick={() => onChange(removeLanguage(config, index))}
                >
                  {t('menus.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="mp-console__add">
          <Button variant="secondary" onClick={() => onChange(addLanguage(config))}>
            {t('languages.add')}
          </Button>
        </div>
      </fieldset>
      <SelectField
        label={t('languages.default')}
        hint={t('languages.defaultHint')}
        value={defaultLocale}
        error={errors['settings.defaultLocale']}
        onChange={(event) => onChange(setDefaultLocale(config, event.target.value))}
      >
        {!offered.some((language) => language.value === defaultLocale) && (
          <option value={defaultLocale}>{defaultLocale}</option>
        )}
        {offered.map((language) => (
          <option key={language.value} value={language.value}>
            {language.label || language.value}
          </option>
        ))}
      </SelectField>
    </>
  );
}
