import { useId, useState } from 'react';
import { TextField } from '@mp/ui';
import { useProfileT } from './useProfileT';

interface Entry {
  id: string;
  name: string;
}

/** Lists longer than this get a filter box. */
const FILTER_FROM = 12;

/** A labelled group of checkboxes over a catalogue (services or skills). */
export function CatalogPicker({
  legend,
  entries,
  selected,
  error,
  onChange,
}: {
  legend: string;
  entries: readonly Entry[];
  selected: readonly string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useProfileT();
  const errorId = useId();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const chosen = new Set(selected);
  const shown = entries.filter(
    (entry) => wanted === '' || chosen.has(entry.id) || entry.name.toLowerCase().includes(wanted),
  );
  const toggle = (id: string, on: boolean) =>
    onChange(
      on
        ? entries.filter((entry) => chosen.has(entry.id) || entry.id === id).map((e) => e.id)
        : selected.filter((value) => value !== id),
    );
  return (
    <fieldset
      className="mp-profile__fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {entries.length > FILTER_FROM && (
        <TextField
          label={t('form.filter', { list: legend })}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {entries.length === 0 ? (
        <p>{t('form.catalogEmpty')}</p>
      ) : (
        <div className="mp-profile__checks">
          {shown.map((entry) => (
            <label key={entry.id} className="mp-profile__check">
              <input
                type="checkbox"
                checked={chosen.has(entry.id)}
                onChange={(event) => toggle(entry.id, event.target.checked)}
              />
              {entry.name}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mp-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
