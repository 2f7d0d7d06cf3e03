/**
 * Progress of a long import on standard error. On a terminal: one line rewritten in place with count,
 * rate and ETA. Otherwise (CI logs, pipes): a plain line every `intervalMs`. Never on stdout, so the
 * summary and JSON output stay clean.
 */
export interface ProgressReporter {
  update(done: number, fraction: number | null): void;
  /** Ends the line (TTY) and prints nothing else. */
  done(): void;
}

export interface ProgressOptions {
  label: string;
  stream?: NodeJS.WriteStream | { isTTY?: boolean; write(text: string): unknown };
  intervalMs?: number;
  now?: () => number;
}

export function createProgressReporter(options: ProgressOptions): ProgressReporter {
  const stream = options.stream ?? process.stderr;
  const tty = Boolean(stream.isTTY);
  const now = options.now ?? (() => performance.now());
  const interval = options.intervalMs ?? (tty ? 200 : 5000);
  const started = now();
  let last = started;
  let wrote = false;
  const line = (done: number, fraction: number | null) => {
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const parts = [
      `${options.label}: ${done.toLocaleString('en-US')} records`,
      `${Math.round(rate).toLocaleString('en-US')}/s`,
    ];
    if (fraction !== null && fraction > 0) {
      parts.push(`${(fraction * 100).toFixed(fraction < 1 ? 1 : 0)}%`);
      if (fraction < 1) parts.push(`ETA ${formatDuration((seconds / fraction) * (1 - fraction))}`);
    }
    parts.push(`elapsed ${formatDuration(seconds)}`);
    return parts.join('  ');
  };
  return {
    update(done, fraction) {
      const t = now();
      if (t - last < interval) return;
      last = t;
      if (tty) stream.write(`\r\x1b[2K${line(done, fraction)}`);
      else stream.write(`${line(done, fraction)}\n`);
      wrote = true;
    },
    done() {
      if (tty && wrote) stream.write('\n');
    },
  };
}

function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}
