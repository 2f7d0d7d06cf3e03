/*
 * "The disk is full or read-only": neither the request nor the code is wrong, and retrying later (after an
 * operator frees space) helps. Such errors answer 503 with a clear Japanese detail instead of a 500, make
 * /readyz report not ready, and at start-up end the process with one clear line instead of a stack trace.
 */

/** Node's file-system codes: no space, quota, read-only file system, no permission, I/O error, not a directory. */
const FILE_SYSTEM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'ENOTDIR']);
/** SQLite result codes (better-sqlite3 puts them in `code`; extended codes start with these). */
const SQLITE_PREFIXES = ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'];
/** PostgreSQL SQLSTATEs: disk_full, insufficient_resources, read_only_sql_transaction, io_error. */
const POSTGRES_CODES = new Set(['53100', '53000', '25006', '58030']);

export const STORAGE_UNAVAILABLE_DETAIL =
  'データを保存できないため、ただいまこの操作を受け付けられません。しばらくしてから再度お試しください';

export function isStorageFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    FILE_SYSTEM_CODES.has(code) ||
    POSTGRES_CODES.has(code) ||
    SQLITE_PREFIXES.some((prefix) => code.startsWith(prefix))
  );
}

/** What an operator reads when the process cannot start: which directory, and what to do. */
export function storageFailureAdvice(error: Error & { code?: unknown }, dataDir: string): string {
  const code = String(error.code);
  const reason =
    code === 'ENOSPC' || code === 'EDQUOT' || code.startsWith('SQLITE_FULL') || code === '53100'
      ? '空き容量がありません / no space left'
      : code === 'EROFS' || code.startsWith('SQLITE_READONLY') || code === '25006'
        ? '読み取り専用です / read-only'
        : code === 'EACCES' || code === 'EPERM'
          ? '書き込み権限がありません / permission denied'
          : `書き込めません / cannot write (${code})`;
  return (
    `データディレクトリ ${dataDir} に書き込めないため起動を中止しました: ${reason}。` +
    `空き容量と権限を確認するか、DATA_DIR で別のディレクトリを指定してください。` +
    ` / Start aborted: the data directory ${dataDir} is not writable (${error.message}).`
  );
}

/**
 * Remembers the last storage failure of this process, so that /readyz reports not ready for a while after
 * one (writes fail while reads still work: `select 1` alone would call a full disk ready).
 */
export function createStorageHealth(clock: () => Date, holdMs: number) {
  let lastFailureAt: number | null = null;
  return {
    recordFailure(): void {
      lastFailureAt = clock().getTime();
    },
    /** A failure was recorded and no write has succeeded since (readiness then probes). */
    failedOnce(): boolean {
      return lastFailureAt !== null;
    },
    /** True while a failure is more recent than holdMs. */
    recentlyFailed(): boolean {
      return lastFailureAt !== null && clock().getTime() - lastFailureAt < holdMs;
    },
    clear(): void {
      lastFailureAt = null;
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
