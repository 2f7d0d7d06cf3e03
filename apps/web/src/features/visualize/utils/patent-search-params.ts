import { CATALOGUE_LIMITS } from '@app/contract/catalogue';
import type { VisualizationParams } from '../api/visualization-api';

/**
 * The patents page keeps its search in the URL (reload, back and shared links ask the same question),
 * with the API's own parameter names. No parameter at all is the default view: every patent of the
 * catalogue on the map, coloured by cluster.
 */
export type PatentSearchForm = {
  q: string;
  applicant: string;
  ipc: string;
  theme: string;
  yearFrom: string;
  yearTo: string;
  colorProperty: string;
};

const EMPTY_FORM: PatentSearchForm = {
  q: '',
  applicant: '',
  ipc: '',
  theme: '',
  yearFrom: '',
  yearTo: '',
  colorProperty: '',
};

const list = (value: string | null): string[] | undefined => {
  const items = (value ?? '')
    .split(/[,\s、，]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
};

const year = (value: string | null): number | undefined => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) ? parsed : undefined;
};

export function formFromSearch(search: URLSearchParams): PatentSearchForm {
  return {
    q: search.get('q') ?? '',
    applicant: search.getAll('applicant').join(','),
    ipc: search.getAll('ipc').join(','),
    theme: search.getAll('theme').join(','),
    yearFrom: search.get('yearFrom') ?? '',
    yearTo: search.get('yearTo') ?? '',
    colorProperty: search.get('colorProperty') ?? '',
  };
}

export function paramsFromSearch(search: URLSearchParams): VisualizationParams {
  const form = formFromSearch(search);
  const params: VisualizationParams = {
    q: form.q.trim() || undefined,
    applicant: list(form.applicant),
    ipc: list(form.ipc),
    theme: list(form.theme),
    yearFrom: year(form.yearFrom),
    yearTo: year(form.yearTo),
    colorProperty: form.colorProperty || undefined,
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
}

export function searchFromForm(form: PatentSearchForm): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(EMPTY_FORM) as (keyof PatentSearchForm)[]) {
    const value = form[key].trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** Japanese messages for what the API would refuse, per field; empty when the form is fine. */
export function validateForm(form: PatentSearchForm): Partial<Record<keyof PatentSearchForm, string>> {
  const errors: Partial<Record<keyof PatentSearchForm, string>> = {};
  const checkYear = (key: 'yearFrom' | 'yearTo') => {
    const value = form[key].trim();
    if (!value) return;
    const parsed = Number(value);
    if (!/^\d{4}$/.test(value) || parsed < 1800 || parsed > 2200)
      errors[key] = '西暦4桁（1800〜2200）で入力してください';
  };
  checkYear('yearFrom');
  checkYear('yearTo');
  if (!errors.yearFrom && !errors.yearTo && form.yearFrom.trim() && form.yearTo.trim()) {
    if (Number(form.yearFrom) > Number(form.yearTo)) errors.yearTo = '終了年は開始年以降にしてください';
  }
  if (form.q.length > CATALOGUE_LIMITS.queryMaxLength)
    errors.q = `検索語は${CATALOGUE_LIMITS.queryMaxLength}文字以内で入力してください`;
  return errors;
}
