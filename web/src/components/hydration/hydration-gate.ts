/**
 * A gate that keeps part of the server HTML as it is until it is wanted: hydrate-when-visible.tsx
 * suspends React's hydration of its children on the gate's promise, and the gate opens when the
 * part comes near the viewport or the visitor reaches for it first (a tap, a key, focus, the
 * pointer over it).
 */
export type HydrationGate = {
  /** True once opened; read synchronously, so an event can open the gate and be handled at once. */
  open: boolean;
  promise: Promise<void>;
  release: () => void;
};

/** Open from the start on the server, which renders everything into the HTML. */
export function createGate(): HydrationGate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const gate: HydrationGate = {
    open: false,
    promise,
    release: () => {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  if (typeof document === 'undefined') gate.release();
  return gate;
}

/**
 * Events that open the gate of the part they land in. React listens on the document and, for an
 * event inside a part it has not hydrated, tries to hydrate that part synchronously and then
 * dispatches the event; a part still suspended would swallow it. Listening on the window in the
 * capture phase runs first, so the gate is open by the time React looks.
 */
const INTENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'mousedown',
  'click',
  'keydown',
  'focusin',
  'pointerover',
];
const waiting = new Map<Element, HydrationGate>();

function onIntent(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, gate] of waiting) {
    if (element.contains(target)) {
      gate.release();
      stopWaiting(element);
    }
  }
}

function listen(on: boolean) {
  for (const type of INTENT_EVENTS) {
    if (on) addEventListener(type, onIntent, { capture: true, passive: true });
    else removeEventListener(type, onIntent, { capture: true });
  }
}

/** Opens `gate` on an event inside `element`, until stopWaiting. */
export function openOnIntent(element: Element, gate: HydrationGate) {
  if (waiting.size === 0) listen(true);
  waiting.set(element, gate);
}

export function stopWaiting(element: Element) {
  if (!waiting.delete(element)) return;
  if (waiting.size === 0) listen(false);
}

/**
 * Gates opened one at a time when the browser is idle after the page has loaded: a widget below
 * the fold is then ready, and drawn as it will stay (a carousel lays out its slides when it
 * starts), before anyone scrolls to it, while each opening is a small piece of work of its own.
 */
const idleQueue: HydrationGate[] = [];
let idleLoop = false;

type IdleWindow = {
  scheduler?: { postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<unknown> };
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * The next moment nothing more urgent is queued: a background-priority task where the browser
 * has the Scheduler API (not a timer or idle callback, which a test's paused page clock holds),
 * else an idle callback, else a short timer.
 */
function nextIdle(callback: () => void) {
  const { scheduler, requestIdleCallback } = globalThis as IdleWindow;
  if (scheduler?.postTask) void scheduler.postTask(callback, { priority: 'background' });
  else if (requestIdleCallback) requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

function openNextWhenIdle() {
  nextIdle(() => {
    const gate = idleQueue.shift();
    if (!gate) {
      idleLoop = false;
      return;
    }
    gate.release();
    openNextWhenIdle();
  });
}

export function openWhenIdle(gate: HydrationGate) {
  idleQueue.push(gate);
  if (idleLoop) return;
  idleLoop = true;
  if (document.readyState === 'complete') openNextWhenIdle();
  else addEventListener('load', openNextWhenIdle, { once: true });
}
