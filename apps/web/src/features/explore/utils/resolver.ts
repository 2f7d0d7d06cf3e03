import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ExploreFormValues } from './form-values';

type Path = readonly PropertyKey[];
export type FieldIssue = { field: string | null; message: string };

/**
 * Where a problem with the request at `path` is shown in the form (a field name of ExploreFormValues), or
 * null for the form as a whole. Used for the contract's schema issues and for the server's 422 `loc`s.
 */
export function fieldOf(path: Path, values: ExploreFormValues): string | null {
  const [head, a, b, c] = path.map((p) => (typeof p === 'symbol' ? '' : p));
  switch (head) {
    case 'name':
    case 'inputs':
    case 'targets':
    case 'folds':
    case 'candidates':
    case 'nextToTest':
    case 'includeComparative':
    case 'trainingRows':
      return head;
    case 'scope':
      return scopeField(values, a);
    case 'goals':
      if (typeof a !== 'number') return 'goals';
      return `goals.${a}.${goalField(b)}`;
    case 'constraints':
      return constraintField(values, a, b, c);
    default:
      return null;
  }
}

function scopeField(values: ExploreFormValues, key: unknown): string {
  if (key === 'type' || key === undefined) return 'scopeType';
  switch (values.scopeType) {
    case 'classification':
      return 'theme';
    case 'materials':
      return 'materialIds';
    case 'patents':
      return 'patentIds';
    case 'search':
      return 'query';
    case 'csv':
      return 'csvText';
  }
}

function goalField(key: unknown): string {
  return key === 'value' || key === 'min' || key === 'max' || key === 'weight' || key === 'kind'
    ? key
    : 'target';
}

function constraintField(values: ExploreFormValues, key: unknown, a: unknown, b: unknown): string | null {
  const limitIndex = (inputKey: unknown) => values.limits.findIndex((row) => row.key === inputKey);
  switch (key) {
    case 'sumTo':
      return 'sumTotal';
    case 'maxIngredients':
      return 'maxIngredients';
    case 'bounds': {
      const i = limitIndex(a);
      return i < 0 ? 'limits' : `limits.${i}.${b === 'min' ? 'min' : 'max'}`;
    }
    case 'fixed': {
      const i = limitIndex(a);
      return i < 0 ? 'limits' : `limits.${i}.fixed`;
    }
    case 'groups':
      if (typeof a !== 'number') return 'groups';
      return `groups.${a}.${b === 'name' || b === 'inputs' || b === 'min' ? b : 'max'}`;
    case 'cost':
      if (a === 'max') return 'costMax';
      if (a === 'weight') return 'costWeight';
      if (a === 'perUnit') {
        const i = limitIndex(b);
        return i < 0 ? 'limits' : `limits.${i}.cost`;
      }
      return null;
    default:
      return null;
  }
}

/** The first message per field; messages without a field are collected for the form's summary. */
function toFieldErrors(issues: readonly FieldIssue[]): FieldErrors<ExploreFormValues> {
  const errors: Record<string, unknown> = {};
  const general: string[] = [];
  for (const issue of issues) {
    if (issue.field === null) {
      general.push(issue.message);
      continue;
    }
    setPath(errors, issue.field.split('.'), { type: 'validate', message: issue.message });
  }
  if (general.length > 0) errors.root = { type: 'validate', message: [...new Set(general)].join('\n') };
  return errors;
}

function setPath(target: Record<string, unknown>, parts: string[], error: object): void {
  let node = target;
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1) {
      if (node[part] === undefined) node[part] = error;
      return;
    }
    const existing = node[part];
    if (typeof existing !== 'object' || existing === null || 'message' in existing) {
      if (existing !== undefined) return; // a message for the whole array already stands
      node[part] = /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
    }
    node = node[part] as Record<string, unknown>;
  }
}

/**
 * The form's resolver: builds the contract's request from the form and validates it with the contract's
 * own schema, so every message is the contract's Japanese text, shown under the field it concerns.
 *
 * On success the values handed to `handleSubmit` ARE the parsed request (read them with `submittedRequest`).
 * The resolver is typed as an untransformed one because the shared form fields take a plain
 * `Control<T>`, which a transformed form's control is not assignable to.
 */
export function contractResolver(
  schema: ZodType,
  build: (values: ExploreFormValues) => unknown,
): Resolver<ExploreFormValues> {
  return (values) => {
    const parsed = schema.safeParse(build(values));
    if (parsed.success) return { values: parsed.data as ExploreFormValues, errors: {} };
    const issues = parsed.error.issues.map((issue) => ({
      field: fieldOf(issue.path, values),
      message: issue.message,
    }));
    return { values: {}, errors: toFieldErrors(issues) };
  };
}

/** The request the resolver parsed, as `handleSubmit` receives it. */
export function submittedRequest<Request>(submitted: ExploreFormValues): Request {
  return submitted as unknown as Request;
}
