import type { FastifyInstance, FastifyReply } from 'fastify';
import { secondFactorBody, TWO_FACTOR_MESSAGES } from '@agency/schema/two-factor';
import { passwordReset, recoveryRequest, signIn } from '@agency/schema/users';
import { invalidInput } from '../errors.ts';
import { parseInput } from '../services/input.ts';
import type { SignInResult } from '../services/sign-in.ts';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { userJson } from './shapes.ts';

const NEXT_STEP: Record<string, { code: string; message: string }> = {
  SECOND_FACTOR: {
    code: 'SECOND_FACTOR_REQUIRED',
    message:
      'This account signs in in two steps: send the ticket with a code from the authenticator app (or a ' +
      'recovery code) to /api/auth/second-factor, or use a passkey through GraphQL.',
  },
  ENROL: {
    code: 'TWO_FACTOR_SETUP_REQUIRED',
    message:
      'This account must set up two-step sign-in first: sign in on the admin pages (or through GraphQL).',
  },
};

/**
 * A session answers the bare token string (JSON-encoded), which the web app stores under 'token'.
 * A sign-in that needs another step answers 403 with the ticket, so a client that only knows
 * passwords fails plainly instead of storing something that is not a token (decision 031).
 */
function sendSignIn(reply: FastifyReply, result: SignInResult) {
  if (result.step === 'SIGNED_IN') return reply.type('application/json').send(JSON.stringify(result.token));
  return reply.code(403).send({ ...NEXT_STEP[result.step], ticket: result.ticket, methods: result.methods });
}

export async function authRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.post('/auth/login', async (req, reply) => {
    const { email, password } = parseInput(signIn, jsonBody(req));
    return sendSignIn(reply, await services.auth.login(email, password, await req.ctx.actor()));
  });

  // The second step for REST clients: { ticket, code } (authenticator app) or { ticket, recoveryCode }.
  api.post('/auth/second-factor', async (req, reply) => {
    const { ticket, code, recoveryCode } = parseInput(secondFactorBody, jsonBody(req));
    const actor = await req.ctx.actor();
    if (recoveryCode != null)
      return sendSignIn(reply, await services.signIn.withRecoveryCode(ticket, recoveryCode, actor));
    if (code == null) throw invalidInput(TWO_FACTOR_MESSAGES.code, { code: TWO_FACTOR_MESSAGES.code });
    return sendSignIn(reply, await services.signIn.withTotp(ticket, code, actor));
  });

  api.get('/auth/me', async (req) => userJson(await services.auth.me(await req.ctx.viewer())));

  // Beyond the spec (whose logout only dropped the token): ends the token's session on the server.
  api.post('/auth/logout', async (req) => {
    await services.sessions.end(await req.ctx.actor());
    return { message: 'Signed out.' };
  });

  api.post('/auth/password-recovery', async (req) => {
    const body = jsonBody(req);
    const { email } = parseInput(recoveryRequest, body);
    await services.auth.requestRecovery(email, await req.ctx.actor(), body.botCheck);
    return { message: 'If this e-mail belongs to an account, a link to set a new password is on its way.' };
  });

  api.post('/auth/new-password', async (req) => {
    const body = jsonBody(req);
    const { userId, token, password } = parseInput(passwordReset, {
      userId: body.id ?? body._id ?? body.userId,
      token: body.token ?? body.linkJwt,
      password: body.password,
    });
    await services.auth.setNewPassword(userId, token, password, await req.ctx.actor());
    return { message: 'Your password is set. Please sign in.' };
  });
}
