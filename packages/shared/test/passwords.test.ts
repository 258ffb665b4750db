import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from '../src/passwords/password-problem.ts';

describe('passwordProblem', () => {
  const context = { email: 'ana.reyes@example.org', names: ['Ana', 'Reyes'], siteName: 'Lex Juris' };

  it.each([
    ['1234567', PASSWORD_MESSAGES.tooShort],
    ['tz8#Qp', PASSWORD_MESSAGES.tooShort],
    ['Batas2024!x', PASSWORD_MESSAGES.siteName],
    ['my lex juris key 9', PASSWORD_MESSAGES.siteName],
    ['password', PASSWORD_MESSAGES.common],
    ['Password123!', PASSWORD_MESSAGES.common],
    ['aaaaaaaaaa', PASSWORD_MESSAGES.common],
    ['ana.reyes2020', PASSWORD_MESSAGES.personal],
    ['ReyesReyes', PASSWORD_MESSAGES.weak],
    ['abcdefgh12', PASSWORD_MESSAGES.weak],
    ['qwertyuiop1', PASSWORD_MESSAGES.common],
    ['tz8#Qp!v', PASSWORD_MESSAGES.weak],
  ])('refuses %j', async (password, message) => {
    expect(await passwordProblem(password, context)).toBe(message);
  });

  it.each(['a quiet lighthouse 42', 'Xq7!mz#Rw', 'puting sampaguita 77', 'kalayaan-1898'])(
    'accepts %j',
    async (password) => {
      expect(await passwordProblem(password, context)).toBeNull();
    },
  );
});
