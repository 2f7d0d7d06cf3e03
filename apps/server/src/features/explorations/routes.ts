import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  EXPLORATION_LIMITS,
  TOO_MANY_ACTIVE_EXPLORATIONS,
  explorationCategoriesQuerySchema,
  explorationCategoriesSchema,
  explorationCreatedSchema,
  explorationDetailSchema,
  explorationListQuerySchema,
  explorationListSchema,
  explorationSummarySchema,
  explorationVariablesRequestSchema,
  explorationVariablesSchema,
  forwardExplorationRequestSchema,
  inverseExplorationRequestSchema,
  inverseResultSchema,
  predictRequestSchema,
  predictResponseSchema,
  type ExplorationCategoriesQuery,
  type ExplorationScope,
  type ForwardExplorationRequest,
  type InverseExplorationRequest,
} from '@app/contract/explorations';
import type { ValidationIssue } from '@app/contract/api-errors';
import { requireUser } from '../../auth/auth-plugin.js';
import { conflict, httpError, notFound, validationFailed } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { csvHeaderText, readCsvScope } from './csv-scope.js';
import { EXPLORATION_JOB, predictionCacheKey } from './exploration-job.js';
import type { ExplorationsContext } from './explorations-context.js';
import { createFtoChecker } from './fto.js';
import { variablesOfScope } from './prepare-training.js';
import { presentDetail, presentInverseResult, presentSummary } from './presenter.js';
import { readStoredTraining, type StoredScope } from './stored-json.js';
import { compositionRow, predictionRows } from './results.js';
import { engineNames } from './variables.js';
import { AnalysisFailure } from './worker/run-analysis.js';

/** Bodies may carry an examples CSV of up to 5 MB (JSON-escaped: up to about 1.5× that). */
const BODY_LIMIT = Math.ceil(EXPLORATION_LIMITS.csvMaxBytes * 1.6) + 64 * 1024;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const NOT_FOUND = '指定した製品探索が見つかりません';

/**
 * explore-products/* (docs/spec/api.md): create forward/inverse explorations (jobs), list, detail, inverse
 * result, predictions, cancel, and the scopes and variables to choose from. Creating and reading results is
 * for the standard plan (docs/spec/entitlements.md: "upgrade" for visitors and free users): a caller without a session gets
 * 401 (an exploration belongs to a user), a free user 403. The list and the categories are open to everyone
 * (a visitor's list is empty).
 */
export const explorationRoutes: FastifyPluginCallbackZod<{ context: ExplorationsContext }> = (
  app,
  { context },
  done,
) => {
  const { explorations, scopes, fto, clock, predictions, running } = context;
  // A fresh array per route: plugins (rate limit) append their own hooks to a route's array.
  const standardOnly = () => [app.authenticate, app.requireCapability('exploration')];
  const rateLimit = () => ({ max: 60, timeWindow: 60_000 });

  /** 422 when a CSV scope's header lacks the chosen columns (checked now, so the form can show it). */
  function checkCsvColumns(body: { scope: ExplorationScope; inputs: string[]; targets: string[] }): void {
    if (body.scope.type !== 'csv') return;
    // Only the header: the rows are read by the job, in a worker thread.
    const csv = readCsvScope(csvHeaderText(body.scope.csv));
    const issues: ValidationIssue[] = [];
    const known = new Set([...csv.inputs, ...csv.targets].map((v) => v.key));
    (['inputs', 'targets'] as const).forEach((list) =>
      body[list].forEach((key, index) => {
        if (!known.has(key)) {
          issues.push({
            loc: ['body', list, index],
            msg: 'CSVにない列が指定されています',
            type: 'value_error',
          });
        }
      }),
    );
    const inputs = new Set(csv.inputs.map((v) => v.key));
    body.targets.forEach((key, index) => {
      if (inputs.has(key)) {
        issues.push({
          loc: ['body', 'targets', index],
          msg: '目的変数にはout:で始まる列を選択してください',
          type: 'value_error',
        });
      }
    });
    if (issues.length > 0) throw validationFailed(issues);
  }

  async function create(
    userId: number,
    kind: 'forward' | 'inverse',
    body: ForwardExplorationRequest | InverseExplorationRequest,
  ): Promise<number> {
    checkCsvColumns(body);
    const variables = await scopes.describeKeys(body.inputs, body.targets);
    const { scope } = body;
    const storedScope: StoredScope =
      scope.type === 'csv'
        ? { type: 'csv', fileName: scope.fileName, bytes: Buffer.byteLength(scope.csv) }
        : scope;
    const stored = { kind, ...body, scope: storedScope, variables };
    const now = clock();
    // The row and its job commit together: an acknowledged exploration survives a crash right after the answer.
    const id = await app.database.db.transaction().execute(async (trx) => {
      // Counted inside the transaction, after locking the user's row on PostgreSQL (SQLite has one writer):
      // sixty requests sent at once cannot all see "below the cap".
      if (app.database.dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      if ((await explorations.countActive(userId, trx)) >= EXPLORATION_LIMITS.activePerUser) {
        throw httpError(429, TOO_MANY_ACTIVE_EXPLORATIONS);
      }
      const explorationId = await explorations.insert(
        {
          userId,
          kind,
          name: body.name,
          request: stored,
          scopeData: scope.type === 'csv' ? scope.csv : null,
        },
        now,
        trx,
      );
      const jobId = await app.jobs.enqueue(
        EXPLORATION_JOB,
        { explorationId },
        { trx, ownerKey: `user:${userId}` },
      );
      await explorations.setJob(explorationId, jobId, trx);
      return explorationId;
    });
    app.jobs.worker.wake();
    return id;
  }

  app.post(
    API_PATHS.exploreForward.template,
    {
      onRequest: standardOnly(),
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: rateLimit() },
      schema: {
        tags: ['explorations'],
        summary: 'Start a forward analysis (順解析) as a job; poll its detail',
        body: forwardExplorationRequestSchema,
        response: { 202: explorationCreatedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await create(requireUser(request).id, 'forward', request.body);
      return reply.status(202).send({ id, kind: 'forward', status: 'queued' });
    },
  );

  app.post(
    API_PATHS.exploreInverse.template,
    {
      onRequest: standardOnly(),
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: rateLimit() },
      schema: {
        tags: ['explorations'],
        summary: 'Start an inverse analysis (逆解析) as a job; poll its detail, then read its result',
        body: inverseExplorationRequestSchema,
        response: { 202: explorationCreatedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await create(requireUser(request).id, 'inverse', request.body);
      return reply.status(202).send({ id, kind: 'inverse', status: 'queued' });
    },
  );

  app.get(
    API_PATHS.exploreSearch.template,
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['explorations'],
        summary: "The signed-in user's explorations (a visitor gets an empty list)",
        querystring: explorationListQuerySchema,
        response: { 200: explorationListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      void reply.header('cache-control', NO_STORE);
      if (!request.user) return { items: [], total: 0, page, pageSize };
      const { rows, total } = await explorations.list(request.user.id, request.query);
      return { items: rows.map(presentSummary), total, page, pageSize };
    },
  );

  app.get(
    API_PATHS.exploreDetail.template,
    {
      onRequest: standardOnly(),
      schema: {
        tags: ['explorations'],
        summary: 'Status, progress, request, training data report and (forward) results of an exploration',
        params: idParams,
        response: { 200: explorationDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const row = await explorations.findOwned(request.params.id, requireUser(request).id);
      if (!row) throw notFound(NOT_FOUND);
      void reply.header('cache-control', NO_STORE);
      return presentDetail(row);
    },
  );

  app.get(
    API_PATHS.exploreInverseResult.template,
    {
      onRequest: standardOnly(),
      schema: {
        tags: ['explorations'],
        summary:
          'Candidates, next-to-test, Pareto front, nearest examples/products and FTO flags of an inverse analysis',
        params: idParams,
        response: { 200: inverseResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const row = await explorations.findOwned(request.params.id, requireUser(request).id);
      if (!row || row.kind !== 'inverse') throw notFound(NOT_FOUND);
      const result = presentInverseResult(row);
      if (!result) throw conflict('逆解析はまだ完了していません');
      void reply.header('cache-control', NO_STORE);
      return result;
    },
  );

  app.post(
    API_PATHS.explorePredict.template,
    {
      onRequest: standardOnly(),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['explorations'],
        summary: 'Predictions with 90 % intervals, domain warnings and FTO flags for typed compositions',
        params: idParams,
        body: predictRequestSchema,
        response: { 200: predictResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await explorations.findOwned(request.params.id, requireUser(request).id);
      if (!row || row.kind !== 'forward') throw notFound(NOT_FOUND);
      if (row.status !== 'done' || !row.training) throw conflict('順解析はまだ完了していません');
      const training = readStoredTraining(row.training);
      const known = new Set(training.inputs.map((v) => v.key));
      const issues: ValidationIssue[] = [];
      request.body.rows.forEach((composition, index) => {
        for (const key of Object.keys(composition)) {
          if (!known.has(key)) {
            issues.push({
              loc: ['body', 'rows', index, key],
              msg: 'この解析の入力変数にない成分です',
              type: 'value_error',
            });
          }
        }
      });
      if (issues.length > 0) throw validationFailed(issues);
      const rows = request.body.rows.map((composition) => compositionRow(composition, training));
      let predicted;
      try {
        predicted = await predictions.predict({
          task: 'predict',
          X: training.X,
          Y: training.Y,
          ...engineNames(training),
          seed: training.seed,
          rows,
          cacheKey: predictionCacheKey(Number(row.id)),
        });
      } catch (error) {
        if (error instanceof AnalysisFailure && error.userMessage) throw conflict(error.userMessage);
        throw error;
      }
      const variables = await fto.resolveVariables(training.inputs, training.targets);
      const checker = createFtoChecker(await fto.livePatentsFor(variables), variables);
      return { rows: predictionRows(rows, predicted, training, checker) };
    },
  );

  app.post(
    API_PATHS.exploreCancel.template,
    {
      onRequest: standardOnly(),
      schema: {
        tags: ['explorations'],
        summary: 'Cancel a queued or running exploration',
        params: idParams,
        response: { 200: explorationSummarySchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const row = await explorations.findOwnedHead(request.params.id, userId);
      if (!row) throw notFound(NOT_FOUND);
      if (row.status !== 'queued' && row.status !== 'running') {
        throw conflict('この製品探索はすでに終了しています');
      }
      if (row.status === 'queued') await explorations.markCancelled(row.id, clock());
      else {
        await explorations.requestCancel(row.id, clock());
        // Running in this process: stop its worker thread now (another process notices within a second).
        running.get(Number(row.id))?.();
      }
      const after = await explorations.findOwnedHead(request.params.id, userId);
      return presentSummary(after ?? row);
    },
  );

  app.get(
    API_PATHS.exploreCategories.template,
    {
      // Counted like a search (cost-limits/): with a scope, one call reads up to 1,500 examples.
      onRequest: [app.authenticateOptional, app.costLimit('search')],
      config: { rateLimit: rateLimit() },
      schema: {
        tags: ['explorations'],
        summary: 'Scopes to choose from (themes with example counts) and, for a given scope, its variables',
        querystring: explorationCategoriesQuerySchema,
        response: { 200: explorationCategoriesSchema, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      app.catalogueReads.run('explorationCategories', request.user, {
        scope: scopeFromQuery(request.query),
        includeComparative: request.query.includeComparative ?? true,
      }),
  );

  app.post(
    API_PATHS.exploreVariables.template,
    {
      onRequest: standardOnly(),
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: rateLimit() },
      schema: {
        tags: ['explorations'],
        summary: 'Variables (ingredients, conditions, properties) of any scope, an uploaded CSV included',
        body: explorationVariablesRequestSchema,
        response: { 200: explorationVariablesSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { scope, includeComparative } = request.body;
      // An uploaded CSV's header is read by the analysis worker; a catalogue scope's examples on a read thread.
      if (scope.type === 'csv') return variablesOfScope(scopes, scope, includeComparative);
      return app.catalogueReads.run('scopeVariables', request.user, { scope, includeComparative });
    },
  );

  done();
};

/** A catalogue scope from the categories query, or null (validation errors answer 422 in the body's shape). */
function scopeFromQuery(
  query: ExplorationCategoriesQuery,
): Exclude<ExplorationScope, { type: 'csv' }> | null {
  if (!query.scopeType) return null;
  const ids = (query.ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const candidate =
    query.scopeType === 'classification'
      ? { type: 'classification', scheme: query.scheme ?? 'ipc', code: query.code ?? '' }
      : query.scopeType === 'materials'
        ? { type: 'materials', materialIds: ids }
        : query.scopeType === 'patents'
          ? { type: 'patents', patentIds: ids }
          : { type: 'search', query: query.query ?? '' };
  const parsed = explorationVariablesRequestSchema.shape.scope.safeParse(candidate);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        loc: ['query', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
        msg: issue.message,
        type: 'value_error',
      })),
    );
  }
  return parsed.data as Exclude<ExplorationScope, { type: 'csv' }>;
}
