// Cloudflare Turnstile or hCaptcha (BOT_CHECK=turnstile|hcaptcha), loaded only when a form is first
// used. The server adds the provider's hosts to the page's CSP in this mode (decision 029).
import type { ChallengeAnswer, Solver } from './solver';

type WidgetApi = {
  render: (host: HTMLElement, options: Record<string, unknown>) => string;
  reset: (id: string) => void;
  remove: (id: string) => void;
  execute?: (id: string) => void;
};

const PROVIDERS = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    api: 'turnstile',
  },
  hcaptcha: { script: 'https://js.hcaptcha.com/1/api.js?render=explicit', api: 'hcaptcha' },
} as const;

function loadScript(src: string, global: string): Promise<WidgetApi> {
  const ready = () => (globalThis as unknown as Record<string, WidgetApi | undefined>)[global];
  const existing = ready();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = ready();
      if (api) resolve(api);
      else reject(new Error(`${global} did not load`));
    };
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}

/**
 * The provider's widget in the form (Turnstile's managed box, hCaptcha invisible unless it needs to
 * ask). Each solve waits for a fresh token; a used one is discarded with reset.
 */
export async function externalSolver(host: HTMLElement, answer: ChallengeAnswer): Promise<Solver> {
  if (answer.mode !== 'turnstile' && answer.mode !== 'hcaptcha')
    throw new Error(`not external: ${answer.mode}`);
  const provider = PROVIDERS[answer.mode];
  const api = await loadScript(provider.script, provider.api);
  let settle: { resolve: (token: string) => void; reject: (err: Error) => void } | undefined;
  /** A token not handed out yet; each goes to one submission only. */
  let latest: string | undefined;
  /** Turnstile starts on render; hCaptcha (invisible) only when executed. */
  let running = answer.mode === 'turnstile';
  const box = document.createElement('div');
  host.append(box);
  const id = api.render(box, {
    sitekey: answer.siteKey,
    ...(answer.mode === 'hcaptcha' ? { size: 'invisible' } : {}),
    callback: (token: string) => {
      running = false;
      if (settle) settle.resolve(token);
      else latest = token;
      settle = undefined;
    },
    'expired-callback': () => (latest = undefined),
    'error-callback': () => {
      running = false;
      settle?.reject(new Error(`${answer.mode} failed`));
      settle = undefined;
    },
  });
  return {
    solve() {
      return new Promise<string>((resolve, reject) => {
        if (latest) {
          resolve(latest);
          latest = undefined;
          return;
        }
        settle = { resolve, reject };
        if (running) return;
        running = true;
        if (answer.mode === 'turnstile') api.reset(id);
        else api.execute?.(id);
      });
    },
    dispose: () => {
      api.remove(id);
      box.remove();
    },
  };
}
