import { z } from 'zod';
import {
  classificationScopeSchema,
  forwardResultSchema,
  GOAL_KINDS,
  inverseResultSchema,
  materialsScopeSchema,
  patentsScopeSchema,
  searchScopeSchema,
  trainingDataReportSchema,
  variableInfoSchema,
} from '@app/contract/explorations';

/*
 * The JSON an exploration row stores (request, training table, data report, result), as zod schemas: every
 * read goes through them, so a row that does not have the shape this release expects fails loudly instead
 * of flowing on as a wrong type. Each stored value carries `version`; rows written before versioning had no
 * such field and have the shape of version 1, so a missing version reads as 1.
 *
 * Versions:
 *   1  the training table also stored the model's input/target names (display labels, because the engine
 *      was called with labels).
 *   2  the engine is called with the variable keys (decision 0029), so the training table drops those
 *      names. Version-1 tables still read: their `inputs`/`targets` carry the keys, the extra names are
 *      ignored. The other columns have the same shape in both versions.
 *
 * The schemas check structure, not the request limits of the contract (maximum inputs, candidates …): a
 * limit lowered by a later release must not make older explorations unreadable.
 */

/** Raised when a change of shape needs a new version and a reader of the old one beside it. */
export const STORED_JSON_VERSION = 2;

/** Every version this release reads (see above); a missing version is version 1. */
const version = z.union([z.literal(1), z.literal(STORED_JSON_VERSION)]).optional();
const numberRecord = z.record(z.string(), z.number());
const optionalNumber = z.number().optional();

/** The scope as stored: an uploaded CSV's text lives in the row's scope_data, not here. */
const storedScopeSchema = z.discriminatedUnion('type', [
  classificationScopeSchema,
  materialsScopeSchema,
  patentsScopeSchema,
  searchScopeSchema,
  z.object({ type: z.literal('csv'), fileName: z.string().optional(), bytes: z.number() }),
]);
export type StoredScope = z.infer<typeof storedScopeSchema>;

const storedVariablesSchema = z.object({
  inputs: z.array(variableInfoSchema),
  targets: z.array(variableInfoSchema),
});
export type StoredVariables = z.infer<typeof storedVariablesSchema>;

const requestBase = {
  version,
  name: z.string(),
  scope: storedScopeSchema,
  includeComparative: z.boolean(),
  /** Variable keys: the engine and every stored key use them; labels are for display only. */
  inputs: z.array(z.string()),
  targets: z.array(z.string()),
  seed: z.number().int(),
  /** Absent in requests stored before the user could choose it (they used the default). */
  trainingRows: z.number().int().optional(),
  variables: storedVariablesSchema,
};

const storedForwardRequestSchema = z.object({
  ...requestBase,
  kind: z.literal('forward'),
  folds: z.number().int(),
  compositions: z.array(numberRecord).optional(),
});

const storedInverseRequestSchema = z.object({
  ...requestBase,
  kind: z.literal('inverse'),
  goals: z.array(
    z.object({
      target: z.string(),
      kind: z.enum(GOAL_KINDS),
      value: optionalNumber,
      min: optionalNumber,
      max: optionalNumber,
      weight: z.number(),
      tolerance: optionalNumber,
    }),
  ),
  constraints: z.object({
    sumTo: z.object({ inputs: z.array(z.string()).optional(), total: z.number() }).optional(),
    bounds: z.record(z.string(), z.object({ min: optionalNumber, max: optionalNumber })),
    fixed: numberRecord,
    maxIngredients: optionalNumber,
    groups: z.array(
      z.object({ name: z.string(), inputs: z.array(z.string()), min: optionalNumber, max: optionalNumber }),
    ),
    cost: z.object({ perUnit: numberRecord, max: optionalNumber, weight: optionalNumber }).optional(),
  }),
  candidates: z.number().int(),
  nextToTest: z.number().int(),
});

const storedRequestSchema = z.discriminatedUnion('kind', [
  storedForwardRequestSchema,
  storedInverseRequestSchema,
]);
export type StoredRequest = z.infer<typeof storedRequestSchema>;

/**
 * The table the model was fitted on: enough to refit it (predictions) and to name nearest examples. The
 * engine's column names are the keys of `inputs`/`targets` (engineNames); version 1 also stored labels.
 */
const storedTrainingSchema = z.object({
  version,
  inputs: z.array(variableInfoSchema),
  targets: z.array(variableInfoSchema),
  X: z.array(z.array(z.number())),
  Y: z.array(z.array(z.number().nullable())),
  rows: z.array(
    z.object({ exampleId: z.number().nullable(), patentId: z.number().nullable(), label: z.string() }),
  ),
  seed: z.number().int(),
});
export type StoredTraining = z.infer<typeof storedTrainingSchema>;

const storedReportSchema = trainingDataReportSchema.extend({ version });
const storedForwardResultSchema = forwardResultSchema.extend({ version });
const storedInverseResultSchema = inverseResultSchema.omit({ id: true, status: true }).extend({ version });
export type StoredInverseResult = z.infer<typeof storedInverseResultSchema>;

/** The text to store for `value`, stamped with the current version. */
export function storedJson(value: object): string {
  return JSON.stringify({ ...value, version: STORED_JSON_VERSION });
}

/** A reader of one stored column: parses and checks the text, and drops the version stamp. */
function reader<S extends z.ZodType<{ version?: number | undefined }>>(what: string, schema: S) {
  return (text: string): z.infer<S> => {
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      throw new Error(
        `stored exploration ${what} does not match a readable version (1–${STORED_JSON_VERSION}): ${parsed.error.message}`,
      );
    }
    const value = { ...parsed.data };
    delete value.version;
    return value;
  };
}

export const readStoredRequest = reader('request', storedRequestSchema);
export const readStoredTraining = reader('training table', storedTrainingSchema);
export const readStoredReport = reader('data report', storedReportSchema);
export const readStoredForwardResult = reader('forward result', storedForwardResultSchema);
export const readStoredInverseResult = reader('inverse result', storedInverseResultSchema);
