import { Readable } from 'node:stream';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ADMIN_IMPORT_ERRORS,
  adminImportPathSchema,
  adminImportUploadQuerySchema,
  importRunListSchema,
  importRunSchema,
  type ImportRun,
} from '@app/contract/admin-imports';
import { adminIdParamsSchema } from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import { createAuditLog } from '../../audit/audit-log.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { badRequest, notFound } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { ADMIN_SECURITY, ADMIN_TAGS, operatorOf } from '../admin/operator-of.js';
import { formatOf } from '../catalogue/ingest/import-file.js';
import { IMPORT_JOB } from './import-job.js';
import { resolveImportPath } from './import-path.js';
import { createImportRunsRepository, type NewImportRun } from './import-runs-repository.js';
import { storeUpload, tooLarge } from './upload-store.js';

/** The history the console shows: the latest runs. */
const HISTORY_LENGTH = 50;

/**
 * Imports from the operator console (issue 19, decision 0022): upload a file or name one inside IMPORT_DIR;
 * either way a row in import_runs, a job of the import lane and an audit event are written in one
 * transaction, and the answer (202) is the queued run, which the console then polls.
 */
export const consoleImportRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const { db } = app.database;
  const runs = createImportRunsRepository(db);
  const audit = createAuditLog(db, clock);
  const { importDir, importMaxUploadBytes } = app.config;

  // The upload is the raw request body, streamed to disk by the route (no size limit of Fastify's own: the
  // route counts bytes itself and answers the Japanese 413). Only this plugin's routes see the parser.
  app.addContentTypeParser('application/octet-stream', (_request, payload, parsed) => parsed(null, payload));

  const formatFor = (name: string, forced: ImportRun['format'] | undefined): ImportRun['format'] => {
    const format = forced ?? formatOf(name);
    if (!format) throw badRequest(ADMIN_IMPORT_ERRORS.unknownFormat);
    return format;
  };

  async function start(run: NewImportRun, ip: string, operator: { id: number; email: string }) {
    const id = await db.transaction().execute(async (trx) => {
      const runId = await runs.create(run, clock(), trx);
      await app.jobs.enqueue(IMPORT_JOB, { runId }, { trx, ownerKey: `user:${operator.id}` });
      await audit.record(
        {
          kind: 'admin.import_started',
          ip,
          operator,
          data: { runId, source: run.source, file: run.fileName, format: run.format, bytes: run.bytes },
        },
        trx,
      );
      return runId;
    });
    app.jobs.worker.wake();
    return (await runs.get(id))!;
  }

  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    API_PATHS.adminImports.template,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        summary: 'The latest console imports, newest first, with the import directory and the upload limit',
        response: { 200: importRunListSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { items: await runs.list(HISTORY_LENGTH), importDir, maxUploadBytes: importMaxUploadBytes };
    },
  );

  app.get(
    API_PATHS.adminImport.template,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        summary: 'One console import: status, progress and its report',
        params: adminIdParamsSchema,
        response: { 200: importRunSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const run = await runs.get(request.params.id);
      if (!run) throw notFound(ADMIN_IMPORT_ERRORS.importNotFound);
      reply.header('cache-control', NO_STORE);
      return run;
    },
  );

  app.post(
    API_PATHS.adminImports.template,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        summary: 'Import a file already on the server, inside the import directory (IMPORT_DIR)',
        body: adminImportPathSchema,
        response: { 202: importRunSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const file = await resolveImportPath(importDir, request.body.path);
      const format = formatFor(file.relative, request.body.format);
      const run = await start(
        {
          operatorId: operator.id,
          source: 'server',
          fileName: file.relative,
          filePath: file.absolute,
          format,
          bytes: file.bytes,
        },
        request.ip,
        operator,
      );
      return reply.code(202).send(run);
    },
  );

  app.post(
    API_PATHS.adminImportUpload.template,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        summary: 'Upload a file (the raw request body, application/octet-stream) and import it',
        consumes: ['application/octet-stream'],
        querystring: adminImportUploadQuerySchema,
        response: { 202: importRunSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const format = formatFor(request.query.name, request.query.format);
      if (!(request.body instanceof Readable)) {
        throw badRequest('ファイルを application/octet-stream の本文として送ってください');
      }
      // Refused before reading a byte when the client announces the size.
      if (Number(request.headers['content-length'] ?? 0) > importMaxUploadBytes) {
        request.body.resume();
        throw tooLarge(importMaxUploadBytes);
      }
      const stored = await storeUpload(request.body, importDir, request.query.name, importMaxUploadBytes);
      const run = await start(
        {
          operatorId: operator.id,
          source: 'upload',
          fileName: request.query.name,
          filePath: stored.file,
          format,
          bytes: stored.bytes,
        },
        request.ip,
        operator,
      );
      return reply.code(202).send(run);
    },
  );
  done();
};
