import { describe, expect, it } from 'vitest';
import { matchesUser, optionFor, roleChoices, rowAccess } from './user-access';

const owner = { id: 'o', roles: ['OWNER'] };
const admin = { id: 'a', roles: ['ADMIN'] };

describe('roleChoices', () => {
  it('never offers OWNER, and ADMIN only to the owner', () => {
    expect(roleChoices(owner.roles).map((o) => o.label)).toEqual([
      'ADMIN',
      'HR',
      'COPYWRITER',
      'COPYWRITER + HR',
    ]);
    expect(roleChoices(admin.roles).map((o) => o.label)).toEqual(['HR', 'COPYWRITER', 'COPYWRITER + HR']);
  });
});

describe('rowAccess', () => {
  it('mirrors the server: self, the owner account and other admins are off limits', () => {
    expect(rowAccess(admin, admin)).toBe('self');
    expect(rowAccess(owner, owner)).toBe('self');
    expect(rowAccess(admin, owner)).toBe('owner');
    expect(rowAccess(admin, { id: 'b', roles: ['ADMIN'] })).toBe('ownerOnly');
    expect(rowAccess(owner, { id: 'b', roles: ['ADMIN'] })).toBe('editable');
    expect(rowAccess(admin, { id: 'h', roles: ['COPYWRITER', 'HR'] })).toBe('editable');
  });
});

describe('optionFor and matchesUser', () => {
  it('finds the option whatever the order of roles', () => {
    expect(optionFor(['HR', 'COPYWRITER'])?.label).toBe('COPYWRITER + HR');
    expect(optionFor(['ADMIN', 'HR'])).toBeUndefined();
  });
  it('matches name or e-mail, ignoring case and spaces', () => {
    const user = { name: 'Ada Lovelace', email: 'ada@example.com' };
    expect(matchesUser(user, ' LOVE ')).toBe(true);
    expect(matchesUser(user, 'EXAMPLE.com')).toBe(true);
    expect(matchesUser(user, 'grace')).toBe(false);
    expect(matchesUser(user, '')).toBe(true);
  });
});
