import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from '@mp/router';

export interface AddressSearchOptions<Filters extends { page: number }, Problems extends object> {
  /** Reads the applied filters from the address's query. */
  fromParams: (params: URLSearchParams) => Filters;
  toParams: (filters: Filters) => Record<string, string>;
  /** The filters' problems by field; empty when they can be applied. */
  check: (filters: Filters) => Problems;
}

export interface AddressSearch<Filters, Problems> {
  /** The filters in the address: what the results are for. */
  applied: Filters;
  /** The filters being edited in the form. */
  draft: Filters;
  set: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  errors: Partial<Problems>;
  /** Puts the filters into the address when they pass `check`; shows the problems otherwise. */
  /** Applies filters (checked first); false when one is wrong. */
  apply: (next: Filters) => boolean;
  /** The form's submit: applies the draft from its first page; false when a filter is wrong. */
  submit: (event: FormEvent) => boolean;
}

/** A search form whose applied filters live in the address, so results can be shared and revisited. */
export function useAddressSearch<Filters extends { page: number }, Problems extends object>({
  fromParams,
  toParams,
  check,
}: AddressSearchOptions<Filters, Problems>): AddressSearch<Filters, Problems> {
  const [params, setParams] = useSearchParams();
  const applied = fromParams(params);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState<Filters>(applied);
  const [errors, setErrors] = useState<Partial<Problems>>({});
  useEffect(() => setDraft(JSON.parse(appliedKey) as Filters), [appliedKey]);

  const apply = (next: Filters) => {
    const problems = check(next);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    setParams(toParams(next));
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return apply({ ...draft, page: 1 });
  };
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  return { applied, draft, set, errors, apply, submit };
}

export interface ResultsFocus {
  heading: RefObject<HTMLHeadingElement>;
  /** Moves focus to the results' heading once the coming load has settled. */
  focusWhenLoaded: () => void;
}

/**
 * After a page change the pager is replaced while loading: focus goes to the results' heading
 * (give it tabIndex={-1}) once they are there.
 */
export function useResultsFocus(status: string): ResultsFocus {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (status !== 'loading' && pending.current) {
      pending.current = false;
      heading.current?.focus();
    }
  }, [status]);
  return {
    heading,
    focusWhenLoaded: () => {
      pending.current = true;
    },
  };
}
