import { z } from 'zod';

/* Imports started from the operator console (issue 19, decision 0022): /v1/company/admin/imports... */

const IMPORT_FORMATS = ['jsonl', 'csv', 'xml'] as const;
const IMPORT_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];
export const IMPORT_RUN_STATUS_LABELS: Record<ImportRunStatus, string> = {
  queued: '待機中',
  running: '取込中',
  succeeded: '完了',
  failed: '失敗',
};

/** POST admin/imports: a file already on the server, inside the configured import directory (IMPORT_DIR). */
export const adminImportPathSchema = z.object({
  path: z
    .string({ error: 'ファイルのパスを入力してください' })
    .trim()
    .min(1, 'ファイルのパスを入力してください')
    .max(1000, 'パスは1,000文字以内で入力してください'),
  format: z.enum(IMPORT_FORMATS).optional(),
});
export type AdminImportPath = z.input<typeof adminImportPathSchema>;

/** POST admin/imports/upload: the file is the raw body; its name (for the format and the history) here. */
export const adminImportUploadQuerySchema = z.object({
  name: z
    .string({ error: 'ファイル名がありません' })
    .trim()
    .min(1, 'ファイル名がありません')
    .max(255, 'ファイル名は255文字以内にしてください'),
  format: z.enum(IMPORT_FORMATS).optional(),
});

const importRunErrorSchema = z.object({
  /** 1-based line (row, or document of an XML file); 0 when not tied to one. */
  line: z.number().int(),
  message: z.string(),
});

export const importRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_RUN_STATUSES),
  source: z.enum(['upload', 'server']),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  bytes: z.number().int(),
  operator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** Records (lines, rows, documents) read so far. */
  done: z.number().int(),
  /** 0…1 of the file read, when the reader knows it. */
  fraction: z.number().nullable(),
  inserted: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** XML: documents that are no patent (sequence listings); null for other formats. */
  skipped: z.number().int().nullable(),
  /** The first failures, with their position and reason. */
  errors: z.array(importRunErrorSchema),
  /** Why the whole run failed (unreadable file), in Japanese. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunListSchema = z.object({
  items: z.array(importRunSchema),
  /** The directory server paths are resolved in, for the form's hint. */
  importDir: z.string(),
  /** Largest upload accepted, in bytes. */
  maxUploadBytes: z.number().int(),
});
export type ImportRunList = z.infer<typeof importRunListSchema>;

export const ADMIN_IMPORT_ERRORS = {
  importNotFound: 'Import run not found',
  outsideImportDir: '取込ディレクトリの外にあるファイルは指定できません',
  fileMissing: '指定されたファイルが見つかりません',
  notAFile: '指定されたパスはファイルではありません',
  unknownFormat: 'ファイル形式が分かりません（.jsonl / .csv / .xml / .zip のいずれかにしてください）',
  emptyUpload: 'ファイルが空です',
  tooLarge: (limit: string) =>
    `ファイルが大きすぎます（上限 ${limit}）。サーバーの取込ディレクトリに置いて、パスで指定してください`,
} as const;
