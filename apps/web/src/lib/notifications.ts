import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

/** The shared notification bar (docs/spec/sessions-and-accounts.md): one message at a time, success by default. */
export type NotificationType = 'success' | 'error';
export type NotificationState = {
  open: boolean;
  message: string;
  type: NotificationType;
  undo?: () => void;
  /** Changes with every `notify`, so the bar restarts its timer even when the same text comes twice. */
  id: number;
};

let state: NotificationState = { open: false, message: '', type: 'success', id: 0 };
const listeners = new Set<() => void>();

function set(next: NotificationState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** docs/spec/budgets-and-reliability.md: the error-reporting trace sample rate is 1, i.e. every report is sent. */
const ERROR_REPORT_SAMPLE_RATE = 1;

// Set from the public configuration (`errorReportUrl`); null means reporting is off.
let errorReportUrl: string | null = null;

export function setErrorReportUrl(url: string | null): void {
  errorReportUrl = url || null;
}

export function notify(input: {
  message: string;
  type?: NotificationType;
  undo?: () => void;
  report?: unknown;
}): void {
  set({
    open: true,
    message: input.message,
    type: input.type ?? 'success',
    ...(input.undo ? { undo: input.undo } : {}),
    id: state.id + 1,
  });
  if (input.report !== undefined) reportError(input.report, input.message);
}

export function closeNotification(): void {
  if (state.open) set({ ...state, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current notification, for code outside React. */
export function getNotification(): NotificationState {
  return state;
}

export function useNotification(): NotificationState {
  return useSyncExternalStore(subscribe, getNotification, getNotification);
}

/**
 * Sends a small JSON report to the configured error-reporting endpoint. Fire and forget: a report that
 * cannot be sent must never cause another error on screen. Only the path of the page is sent, never the
 * query string (it can hold reset or registration tokens), and never the session.
 */
export function reportError(report: unknown, message?: string): void {
  const url = errorReportUrl;
  if (!url || Math.random() >= ERROR_REPORT_SAMPLE_RATE) return;

  const body = JSON.stringify({
    message,
    error: describe(report),
    path: window.location.pathname,
    buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
  });
  if (sendWithBeacon(url, body)) return;
  try {
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}

/**
 * sendBeacon survives the page being closed or reloaded right after the error. Some browsers refuse a
 * JSON-typed beacon (it is not a CORS-safelisted type) by throwing or returning false; fetch keepalive
 * then does the job.
 */
function sendWithBeacon(url: string, body: string): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  } catch {
    return false;
  }
}

const MAX_STACK = 4000;

function describe(report: unknown): Record<string, unknown> {
  if (report instanceof ApiError) {
    return { name: report.name, message: report.message, status: report.status, detail: report.detail };
  }
  if (report instanceof Error) {
    return { name: report.name, message: report.message, stack: report.stack?.slice(0, MAX_STACK) };
  }
  return { value: typeof report === 'string' ? report : safeString(report) };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, MAX_STACK) ?? String(value);
  } catch {
    return String(value);
  }
}
