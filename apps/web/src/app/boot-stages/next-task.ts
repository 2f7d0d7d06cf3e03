/**
 * Resolves in a later task, so that the browser can paint and handle input in between (the boot stages of
 * main.tsx). `scheduler.yield()` where the browser has it (it continues ahead of other queued work); else a
 * message to this window, which, unlike a 0 ms timer, is neither clamped nor throttled in a hidden tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
