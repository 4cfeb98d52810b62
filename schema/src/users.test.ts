import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, passwordProblem } from './passwords.ts';
import {
  emailChange,
  passwordChange,
  passwordReset,
  recoveryRequest,
  signIn,
  USER_MESSAGES as M,
  userCreate,
  userUpdate,
} from './users.ts';
import { check, errorsOf } from './validation.ts';

const user = { name: ' Pat ', email: ' Pat@Example.com ', password: 'a-good-password-1', roles: ['HR'] };

describe('a new staff account', () => {
  it('is trimmed, its e-mail lower-cased, its roles in ROLES order', () => {
    expect(check(userCreate, { ...user, roles: ['HR', 'COPYWRITER'] })).toEqual({
      ok: true,
      data: {
        name: 'Pat',
        email: 'pat@example.com',
        password: 'a-good-password-1',
        roles: ['HR', 'COPYWRITER'],
      },
    });
    const swapped = check(userCreate, { ...user, roles: ['COPYWRITER', 'HR'] });
    expect(swapped.ok && swapped.data.roles).toEqual(['HR', 'COPYWRITER']);
  });

  it('names every missing field', () => {
    expect(errorsOf(userCreate, {})).toEqual({
      name: M.name,
      email: M.email,
      password: PASSWORD_RULE_MESSAGE,
      roles: M.roles,
    });
  });

  it('offers the spec role sets but OWNER, each role once', () => {
    for (const roles of [['ADMIN'], ['HR'], ['COPYWRITER'], ['COPYWRITER', 'HR']])
      expect(errorsOf(userCreate, { ...user, roles })).toEqual({});
    for (const roles of [
      [],
      ['OWNER'],
      ['ADMIN', 'HR'],
      ['HR', 'HR'],
      ['hr'],
      'HR',
      [1],
      ['X', 'Y', 'Z', 'W', 'V'],
    ])
      expect(errorsOf(userCreate, { ...user, roles })).toEqual({ roles: M.roles });
  });

  it('refuses a malformed or huge e-mail and a long name', () => {
    for (const email of ['not an address', 'a@b', `${'a'.repeat(300)}@example.com`, 42])
      expect(errorsOf(userCreate, { ...user, email })).toEqual({ email: M.email });
    expect(errorsOf(userCreate, { ...user, name: 'x'.repeat(201) })).toEqual({ name: M.name });
  });

  it('changes: left out or null stays; active must be a flag', () => {
    expect(check(userUpdate, { name: null, active: false })).toEqual({
      ok: true,
      data: { name: null, active: false },
    });
    expect(errorsOf(userUpdate, { active: 'no', password: 'short' })).toEqual({
      active: M.active,
      password: PASSWORD_RULE_MESSAGE,
    });
  });
});

describe('the password rule', () => {
  it('is one message for every way to miss it', () => {
    for (const weak of ['short1', 'onlyletterslong', '1234567890123', `a1${'x'.repeat(127)}`])
      expect(passwordProblem(weak)).toBe(PASSWORD_RULE_MESSAGE);
    expect(passwordProblem('strong-enough-1')).toBeUndefined();
  });
});

describe('profile, sign-in and recovery', () => {
  it('the profile asks for the current password', () => {
    expect(errorsOf(emailChange, { currentPassword: '', email: 'new@example.com' })).toEqual({
      currentPassword: M.currentPassword,
    });
    expect(errorsOf(passwordChange, { currentPassword: 'x', newPassword: 'weak' })).toEqual({
      newPassword: PASSWORD_RULE_MESSAGE,
    });
  });

  it('sign-in takes text of a sane size and says nothing about its shape', () => {
    expect(errorsOf(signIn, { email: 'not an address', password: 'x' })).toEqual({});
    expect(errorsOf(signIn, { email: 1, password: 'x'.repeat(2000) })).toEqual({
      email: M.signInEmail,
      password: M.signInPassword,
    });
  });

  it('recovery needs an address; a reset needs the link and a good password', () => {
    expect(errorsOf(recoveryRequest, { email: 'nope' })).toEqual({ email: M.email });
    expect(errorsOf(passwordReset, { userId: 1, token: null, password: 'strong-enough-1' })).toEqual({
      userId: M.link,
      token: M.link,
    });
  });
});
