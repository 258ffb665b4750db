import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@batas/shared/passwords';
import { createTestApp } from './helpers.ts';
import { insertLawyer, insertUser, TEST_PASSWORD } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('auth API: registration, sign-in, own account', () => {
  let t: TestApp;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const fields = (response: { json: () => { errors?: Array<{ field: string; message: string }> } }) =>
    Object.fromEntries((response.json().errors ?? []).map((error) => [error.field, error.message]));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('basic registration', () => {
    it('creates a client account, signs it in, never returns the password', async () => {
      const response = await post('/api/auth/register/basic', {
        firstName: 'Maria',
        lastName: 'Clara',
        email: 'Maria@Example.com',
        password: 'kalayaan-1898',
        phone: '+63 917 123 4567',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Registration successful! Welcome to our platform.');
      expect(body.data.user).toMatchObject({
        email: 'maria@example.com',
        role: 'basic',
        userType: 'basic',
        claimStatus: 'none',
        lawyerVerificationStatus: 'not_required',
      });
      expect(response.body).not.toMatch(/password|scrypt/i);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${body.data.token}` },
      });
      expect(profile.json()).toMatchObject({
        success: true,
        user: { email: 'maria@example.com' },
        data: { user: { firstName: 'Maria' } },
      });
    });

    it('refuses a second account with the same e-mail, whatever its case', async () => {
      const response = await post('/api/auth/register/basic', {
        firstName: 'A',
        lastName: 'B',
        email: 'MARIA@example.com',
        password: 'kalayaan-1898',
      });
      expect(response.statusCode).toBe(409);
      expect(fields(response).email).toBe('An account with this email already exists');
    });

    it('answers 400 with the form messages per field', async () => {
      const response = await post('/api/auth/register/basic', {
        firstName: ' ',
        email: 'not-an-email',
        password: '123',
      });
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toMatchObject({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is invalid',
        password: 'Password must be at least 8 characters',
      });
    });

    it('the generic /register route registers a client too', async () => {
      const response = await post('/api/auth/register', {
        firstName: 'Jose',
        lastName: 'Rizal',
        email: 'jose@example.com',
        password: 'kalayaan-1898',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ requiresVerification: false, user: { role: 'basic' } });
      const bad = await post('/api/auth/register', { email: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(fields(bad)).toHaveProperty('firstName');
    });
  });

  describe('common passwords', () => {
    const TOO_COMMON = /too common and appears in lists of leaked passwords/;
    it('are refused with a clear message at registration and on change, at eight characters and more', async () => {
      for (const password of ['password', 'Password123!', 'iloveyou1', 'qwerty12']) {
        const response = await post('/api/auth/register/basic', {
          firstName: 'Common',
          lastName: 'Choice',
          email: `common-${password.length}-${Math.random()}@example.com`,
          password,
        });
        expect(response.statusCode, password).toBe(400);
        expect(fields(response).password, password).toMatch(TOO_COMMON);
      }
      await insertLawyer(t.db, { rollNumber: '70099' });
      const lawyer = await post('/api/auth/register/lawyer', {
        email: 'common.lawyer@example.com',
        password: 'letmein1',
        rollNumber: '70099',
      });
      expect(fields(lawyer).password).toMatch(TOO_COMMON);
      const own = await post('/api/auth/register/basic', {
        firstName: 'Juana',
        lastName: 'Own',
        email: 'juana.own@example.com',
        password: 'juana.own',
      });
      expect(fields(own).password).toBe(PASSWORD_MESSAGES.personal);
      // Eight characters that no list holds and that are hard to guess are fine.
      const fine = await post('/api/auth/register/basic', {
        firstName: 'Juana',
        lastName: 'Own',
        email: 'juana.own@example.com',
        password: 'Xq7!mz#Rw',
      });
      expect(fine.statusCode).toBe(201);

      const user = await insertUser(t.db);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: user.auth,
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'football1' },
      });
      expect(change.statusCode).toBe(400);
      expect(fields(change).newPassword).toMatch(TOO_COMMON);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    });
  });

  describe('weak passwords (zxcvbn) and the site name', () => {
    it.each([
      ['abcdefgh12', PASSWORD_MESSAGES.weak],
      ['qwertyuiop', PASSWORD_MESSAGES.common],
      ['Batas2024!', PASSWORD_MESSAGES.siteName],
      ['my-batas-pass-77', PASSWORD_MESSAGES.siteName],
      ['1234567', 'Password must be at least 8 characters'],
    ])('refuses %s at registration with the reason the form shows', async (password, message) => {
      const response = await post('/api/auth/register/basic', {
        firstName: 'Weak',
        lastName: 'Choice',
        email: `weak-${Math.random()}@example.com`,
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(fields(response).password).toBe(message);
    });

    it('refuses the configured site name too, on a password change', async () => {
      await t.db.query(`UPDATE site_settings SET site_name = 'Lex Juris'`);
      try {
        const user = await insertUser(t.db);
        const change = await t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: user.auth,
          payload: { currentPassword: TEST_PASSWORD, newPassword: 'lexjuris-forever-9' },
        });
        expect(fields(change).newPassword).toBe(PASSWORD_MESSAGES.siteName);
      } finally {
        await t.db.query(`UPDATE site_settings SET site_name = DEFAULT`);
      }
    });
  });

  describe('lawyer registration', () => {
    it('validates a roll number against the roll', async () => {
      await insertLawyer(t.db, {
        rollNumber: '45678',
        firstName: 'JOSE',
        middleName: 'PROTACIO',
        lastName: 'PEÑA',
        admissionDate: '1990-04-01',
      });
      const response = await post('/api/auth/register/lawyer/validate-roll', { rollNumber: ' 45,678 ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Roll number validated successfully!',
        data: {
          firstName: 'JOSE',
          middleName: 'PROTACIO',
          lastName: 'PEÑA',
          rollNumber: '45678',
          admissionDate: '1990-04-01',
        },
      });
    });

    it('refuses an unknown or empty roll number, naming the field', async () => {
      const unknown = await post('/api/auth/register/lawyer/validate-roll', { rollNumber: '99999999' });
      expect(unknown.statusCode).toBe(404);
      expect(fields(unknown).rollNumber).toMatch(/not found/);
      const empty = await post('/api/auth/register/lawyer/validate-roll', { rollNumber: '' });
      expect(empty.statusCode).toBe(400);
      expect(fields(empty).rollNumber).toBe('Roll number is required');
    });

    it('registers a lawyer who must then upload documents, and reserves the roll entry', async () => {
      const response = await post('/api/auth/register/lawyer', {
        email: 'pena@example.com',
        password: 'kalayaan-1898',
        rollNumber: '45678',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Registration successful! Please upload verification documents.',
        data: {
          requiresVerification: true,
          // The account takes the roll's names in name case.
          user: {
            firstName: 'Jose',
            lastName: 'Peña',
            role: 'lawyer',
            userType: 'lawyer',
            approvalStatus: 'pending',
            lawyerVerificationStatus: 'documents_required',
          },
        },
      });
      // Typing a roll number proves nothing: while the first registration is unproven, another may name the entry
      // too (both go to review). Once an account is verified for it, nobody else can.
      const again = await post('/api/auth/register/lawyer', {
        email: 'other@example.com',
        password: 'kalayaan-1898',
        rollNumber: '45678',
      });
      expect(again.statusCode).toBe(201);
      await t.db.query(`UPDATE users SET lawyer_verification_status = 'verified' WHERE email = 'other@example.com'`);
      const third = await post('/api/auth/register/lawyer', {
        email: 'third@example.com',
        password: 'kalayaan-1898',
        rollNumber: '45678',
      });
      expect(third.statusCode).toBe(409);
      expect(fields(third).rollNumber).toBe('This roll number is already registered to another account');
      const validate = await post('/api/auth/register/lawyer/validate-roll', { rollNumber: '45678' });
      expect(validate.statusCode).toBe(409);
    });

    it('answers 400 naming the fields of a bad lawyer registration', async () => {
      const response = await post('/api/auth/register/lawyer', { email: '', password: '', rollNumber: '' });
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toMatchObject({
        email: 'Email is required',
        password: 'Password is required',
        rollNumber: 'Roll number is required',
      });
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password and refuses a wrong one with one message', async () => {
      const ok = await post('/api/auth/login', { email: 'maria@example.com', password: 'kalayaan-1898' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ token: expect.any(String), user: { email: 'maria@example.com' } });
      const wrong = await post('/api/auth/login', { email: 'maria@example.com', password: 'nope-nope' });
      const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json().message).toBe(wrong.json().message);
    });

    it("answers 'Please fill in all fields' for a missing field", async () => {
      const response = await post('/api/auth/login', { email: 'maria@example.com' });
      expect(response.statusCode).toBe(400);
      expect(fields(response).password).toBe('Please fill in all fields');
    });

    it('limits guessing: the 11th attempt in a minute for one address and e-mail gets 429', async () => {
      const attempt = () => post('/api/auth/login', { email: 'victim@example.com', password: 'guess-guess' });
      const statuses: number[] = [];
      for (let index = 0; index < 11; index++) statuses.push((await attempt()).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/Too many sign-in attempts/),
      });
      // Another account from the same address is not locked out by someone guessing at the victim's.
      expect(
        (await post('/api/auth/login', { email: 'maria@example.com', password: 'kalayaan-1898' })).statusCode,
      ).toBe(200);
    });
  });

  describe('own account', () => {
    it('refuses anonymous callers and forged tokens with 401', async () => {
      for (const [method, url] of [
        ['GET', '/api/auth/me'],
        ['GET', '/api/auth/profile'],
        ['PUT', '/api/auth/profile'],
        ['POST', '/api/auth/change-password'],
      ] as const) {
        const payload = method === 'GET' ? undefined : {};
        expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
        expect(
          (await t.app.inject({ method, url, payload, headers: { authorization: 'Bearer forged.token.value' } }))
            .statusCode,
        ).toBe(401);
      }
    });

    it('updates name and phone, leaving out fields untouched', async () => {
      const user = await insertUser(t.db);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: user.auth,
        payload: { firstName: 'Andres', phone: '0917 000 0000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Profile updated successfully!',
        user: { firstName: 'Andres', lastName: 'User', phone: '0917 000 0000' },
      });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: user.auth,
        payload: { firstName: '', phone: '<script>' },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(fields(bad))).toEqual(expect.arrayContaining(['firstName', 'phone']));
    });

    it('changes the password, revoking older tokens', async () => {
      const user = await insertUser(t.db);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: user.auth,
        payload: { currentPassword: 'wrong', newPassword: 'brand-new-1' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(fields(wrong).currentPassword).toBe('Current password is incorrect');
      const short = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: user.auth,
        payload: { currentPassword: TEST_PASSWORD, newPassword: '123' },
      });
      expect(fields(short).newPassword).toBe('Password must be at least 8 characters');
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: user.auth,
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
      const fresh = { authorization: `Bearer ${changed.json().data.token}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh })).json().user.id).toBe(user.id);
      expect((await post('/api/auth/login', { email: user.email, password: 'brand-new-1' })).statusCode).toBe(200);
    });
  });
});
