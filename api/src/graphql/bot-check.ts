import { recordUnshareable } from '../caching/read-tags.ts';
import type { BotCheckChallenge } from '../security/bot-check.ts';
import { builder } from './builder.ts';

const BotCheckModeEnum = builder.enumType('BotCheckMode', {
  description: 'How this server checks that a form was sent by a person (BOT_CHECK).',
  values: {
    ALTCHA: { value: 'altcha', description: 'A proof-of-work challenge served and verified here.' },
    TURNSTILE: { value: 'turnstile', description: "Cloudflare Turnstile: send its widget's token." },
    HCAPTCHA: { value: 'hcaptcha', description: "hCaptcha: send its widget's token." },
    OFF: { value: 'off', description: 'No check: botCheck may be left out.' },
  } as const,
});

const BotCheckChallengeRef = builder.objectRef<BotCheckChallenge>('BotCheckChallenge').implement({
  description:
    'What a client needs to pass the bot-check of submitContactRequest, submitJobApplication and ' +
    'requestPasswordRecovery. The README shows how to solve it.',
  fields: (t) => ({
    mode: t.field({
      type: BotCheckModeEnum,
      description: 'Which check this server runs, and so which of the other fields is set.',
      resolve: (c) => c.mode,
    }),
    altcha: t.string({
      nullable: true,
      description:
        'ALTCHA: the challenge as JSON text, {"parameters":{…},"signature":"…"}. Solve it with altcha-lib ' +
        '(solveChallenge with the PBKDF2 deriveKey) and send base64 of JSON {challenge, solution} as botCheck. ' +
        'Use the parsed object as it is: the signature covers every parameter. Expires in 15 minutes; one use.',
      resolve: (c) =>
        c.mode === 'altcha' ? JSON.stringify({ parameters: c.parameters, signature: c.signature }) : null,
    }),
    siteKey: t.string({
      nullable: true,
      description: "Turnstile or hCaptcha: the site key to render the provider's widget with.",
      resolve: (c) => (c.mode === 'turnstile' || c.mode === 'hcaptcha' ? c.siteKey : null),
    }),
  }),
});

builder.queryFields((t) => ({
  botCheckChallenge: t.field({
    type: BotCheckChallengeRef,
    description:
      'A fresh bot-check challenge (each call a new one; never cached). GET /api/bot-check/challenge ' +
      'answers the same as JSON. An address that asks for many gets costlier ones.',
    resolve: async (_root, _args, ctx) => {
      recordUnshareable();
      return ctx.services.botCheckChallenge(await ctx.actor());
    },
  }),
}));
