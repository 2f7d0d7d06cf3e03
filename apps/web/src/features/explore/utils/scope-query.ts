import type { ExplorationTheme } from '@app/contract/explorations';
import type { CategoriesQuery } from '../api/get-categories';
import { toIds, type ExploreFormValues } from './form-values';
import { splitTheme } from './to-request';

type ScopeFields = Pick<
  ExploreFormValues,
  'scopeType' | 'theme' | 'materialIds' | 'patentIds' | 'query' | 'includeComparative'
>;

const validIds = (text: string) => {
  const ids = toIds(text);
  return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? ids.join(',') : null;
};

/** The categories query that loads the variables of a catalogue scope, or null while it is incomplete. */
export function scopeQueryOf(fields: ScopeFields): CategoriesQuery | null {
  const includeComparative = fields.includeComparative ? 'true' : 'false';
  switch (fields.scopeType) {
    case 'classification': {
      const [scheme, code] = splitTheme(fields.theme);
      return scheme && code
        ? { scopeType: 'classification', scheme: scheme as 'ipc' | 'theme', code, includeComparative }
        : null;
    }
    case 'materials': {
      const ids = validIds(fields.materialIds);
      return ids ? { scopeType: 'materials', ids, includeComparative } : null;
    }
    case 'patents': {
      const ids = validIds(fields.patentIds);
      return ids ? { scopeType: 'patents', ids, includeComparative } : null;
    }
    case 'search': {
      const query = fields.query.trim();
      return query ? { scopeType: 'search', query, includeComparative } : null;
    }
    case 'csv':
      return null;
  }
}

/** A short name of the scope for the exploration's default name. */
export function scopeLabelOf(
  fields: ScopeFields & Pick<ExploreFormValues, 'csvFileName'>,
  themes: readonly ExplorationTheme[],
): string {
  switch (fields.scopeType) {
    case 'classification': {
      const [scheme, code] = splitTheme(fields.theme);
      const theme = themes.find((t) => t.scheme === scheme && t.code === code);
      return theme ? theme.title : (code ?? '');
    }
    case 'materials':
      return `素材 ${fields.materialIds.trim()}`;
    case 'patents':
      return `特許 ${fields.patentIds.trim()}`;
    case 'search':
      return `「${fields.query.trim()}」`;
    case 'csv':
      return fields.csvFileName.replace(/\.[^.]+$/, '');
  }
}

/** The theme with the most examples: the default scope, which has data for every default variable. */
export function richestTheme(themes: readonly ExplorationTheme[]): ExplorationTheme | undefined {
  return themes.reduce<ExplorationTheme | undefined>(
    (best, theme) => (!best || theme.exampleCount > best.exampleCount ? theme : best),
    undefined,
  );
}
