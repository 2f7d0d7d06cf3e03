import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test is a bug someone will otherwise never read: record it and fail the test.
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    messages.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(messages, 'console.error was called').toEqual([]);
});
