// The ALTCHA widget, loaded only when a form is first used (never on the first paint). The
// `external` build injects no <style> and spawns no blob: worker, both of which the page's CSP
// refuses: its stylesheet comes as a file through Vite, and its worker as a same-origin script.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { ChallengeAnswer, Solver } from './solver';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
// Defaults rather than per-widget settings: a widget reads them as it mounts, before which it would
// already have started collecting pointer and scroll events for ALTCHA's "human interaction
// signature", which this site never sends anywhere.
globalThis.$altcha.defaults.set({
  auto: 'off',
  display: 'invisible',
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
  // No artificial delay: the visitor may be waiting on the submit button.
  minDuration: 0,
});

const LOAD_TIMEOUT_MS = 10_000;

/**
 * One invisible widget per form: it runs the proof of work in web workers and hands back the
 * payload the API takes as `botCheck`. The challenge is fetched by the client, so the widget
 * never asks the network itself.
 */
export async function altchaSolver(host: HTMLElement): Promise<Solver> {
  const widget = document.createElement('altcha-widget');
  const loaded = new Promise((resolve, reject) => {
    widget.addEventListener('load', resolve, { once: true });
    // A widget that never comes up must not hold a waiting send for ever.
    setTimeout(() => reject(new Error('the ALTCHA widget did not load')), LOAD_TIMEOUT_MS);
  });
  host.append(widget);
  await loaded;
  return {
    async solve(answer: ChallengeAnswer) {
      if (answer.mode !== 'altcha') throw new Error(`not an ALTCHA challenge: ${answer.mode}`);
      await widget.configure({
        challenge: { parameters: answer.parameters as never, signature: answer.signature },
      });
      const result = await widget.verify();
      if (!result?.payload) throw new Error('the challenge was not solved');
      return result.payload;
    },
    dispose: () => widget.remove(),
  };
}
