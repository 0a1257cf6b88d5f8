import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zRoutePattern } from '@mp/contracts';
import { Button, EmptyState, TextArea, TextField } from '@mp/ui';
import { NAMESPACES } from '../../locales';
import { cssRefusals, type CssRefusal } from '../../styling/sanitize-css';
import { addCustomCss, customCssOf, removeCustomCss, setCustomCss } from './css-font-edit';
import type { SectionProps } from './StylingSection';

function useRefusalText() {
  const { t } = useTranslation(NAMESPACES.console);
  return (refusal: CssRefusal): string => {
    if (refusal.kind === 'url') {
      return refusal.target === ''
        ? t('css.refusals.brokenUrl')
        : t('css.refusals.url', { target: refusal.target });
    }
    if (refusal.kind === 'script') return t('css.refusals.script', { token: refusal.token });
    return t(`css.refusals.${refusal.kind}`);
  };
}

function CssRow({ pattern, config, errors, onChange }: SectionProps & { pattern: string }) {
  const { t } = useTranslation(NAMESPACES.console);
  const describe = useRefusalText();
  const css = customCssOf(config)[pattern] ?? '';
  const refusals = cssRefusals(css);
  const routeName = pattern === '*' ? t('css.everyRoute') : pattern;
  const path = `settings.styling.customCss.${pattern}`;
  return (
    <li className="mp-console__route" data-css-route={pattern}>
      <h3 className="mp-console__route-pattern">
        <code>{pattern}</code>
      </h3>
      <TextArea
        className="mp-console__code"
        label={t('css.sheet', { route: routeName })}
        value={css}
        rows={6}
        spellCheck={false}
        error={errors[path]}
        hint={
          refusals.length > 0 ? (
            <span data-refusals="">
              {t('css.removed', { list: refusals.map(describe).join('; ') })}
            </span>
          ) : (
            t('css.sheetHint')
          )
        }
        onChange={(event) => onChange(setCustomCss(config, pattern, event.target.value))}
      />
      <Button variant="link" onClick={() => onChange(removeCustomCss(config, pattern))}>
        {t('css.remove', { route: routeName })}
      </Button>
    </li>
  );
}

/** Style sheets per route pattern (`*` for every route), with what the sanitiser will remove. */
export function CssSection(props: SectionProps) {
  const { t } = useTranslation(NAMESPACES.console);
  const [pattern, setPattern] = useState('');
  const [patternError, setPatternError] = useState<string>();
  const patterns = Object.keys(customCssOf(props.config)).sort();
  const add = () => {
    const value = pattern.trim();
    if (value === '') return;
    // The schema judges a route key as a whole map; checking the key alone names its fault.
    const parsed = value === '*' ? null : zRoutePattern.safeParse(value);
    if (parsed && !parsed.success) {
      setPatternError(parsed.error.issues[0]?.message);
      return;
    }
    props.onChange(addCustomCss(props.config, value));
    setPattern('');
    setPatternError(undefined);
  };
  return (
    <>
      <p className="mp-console__hint">{t('css.intro')}</p>
      {patterns.length === 0 ? (
        <EmptyState title={t('css.empty')} description={t('css.emptyHint')} />
      ) : (
        <ul className="mp-console__rows mp-console__rows--wide">
          {patterns.map((entry) => (
            <CssRow key={entry} pattern={entry} {...props} />
          ))}
        </ul>
      )}
      <div className="mp-console__add">
        <TextField
          label={t('css.newRoute')}
          hint={t('css.newRouteHint')}
          value={pattern}
          error={patternError}
          onChange={(event) => {
            setPattern(event.target.value);
            setPatternError(undefined);
          }}
        />
        <Button variant="secondary" onClick={add} disabled={pattern.trim() === ''}>
          {t('css.add')}
        </Button>
      </div>
    </>
  );
}
