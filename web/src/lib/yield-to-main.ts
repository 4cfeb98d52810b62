type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task: the rest runs in a new one, so the browser may paint and answer input in
 * between (a task over 50 ms is a "long task" and counts towards total blocking time). Uses
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued work), else a message to a MessageChannel, which unlike setTimeout is not clamped to 4 ms
 * or held back in a background tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
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
