import { describe, expect, it } from 'vitest';
import { welcomeMail } from '../../src/mail/templates/account-mails.ts';
import { helloLine } from '../../src/mail/templates/greeting.ts';

describe('the greeting of every mail', () => {
  it.each([
    ['ISAGANI LEONARDO', 'Hello Isagani Leonardo,'],
    ['MA. CLARA', 'Hello Ma. Clara,'],
    ['Ligaya', 'Hello Ligaya,'],
    ['  ', 'Hello,'],
    [null, 'Hello,'],
  ])('%j → %j', (firstName, expected) => {
    expect(helloLine(firstName)).toBe(expected);
  });

  it('greets a lawyer whose names came from the roll in name case', () => {
    const mail = welcomeMail({ firstName: 'ISAGANI LEONARDO', isLawyer: true }, 'https://batas.test');
    expect(mail.text).toContain('Hello Isagani Leonardo,');
    expect(mail.text).not.toContain('ISAGANI');
  });
});
