import { describe, expect, it } from 'vitest';
import { avatarLetter, userFullName } from './session-user';

describe('user menu', () => {
  it('shows the first letter of the first name, else of the e-mail', () => {
    expect(avatarLetter({ firstName: 'maria', email: 'x@example.com' })).toBe('M');
    expect(avatarLetter({ firstName: '  ', email: 'juan@example.com' })).toBe('J');
    expect(avatarLetter({})).toBe('?');
  });

  it('joins first and last name', () => {
    expect(userFullName({ firstName: 'Maria', lastName: 'Santos' })).toBe('Maria Santos');
    expect(userFullName({ firstName: 'Maria', lastName: '' })).toBe('Maria');
  });
});
