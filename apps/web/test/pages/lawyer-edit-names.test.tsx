import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertLawyer, insertUser, insertVerifiedLawyer } from '../../../api/test/support/accounts.ts';
import { expectPath, renderRoute, signInAs, signOut, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => signOut(api));

describe("correcting a lawyer's names", () => {
  it('lets an admin correct the roll spelling on the profile form, and the audit log records it', async () => {
    const entry = await insertLawyer(api.db, { firstName: 'ISAGANI', lastName: 'LEONARDOO' });
    const admin = await insertUser(api.db, { role: 'admin' });
    await signInAs(api, admin.auth);
    const { router, user } = renderRoute(`/lawyers/${entry.rollNumber}/edit`);

    const lastName = await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('ISAGANI');
    await user.clear(lastName);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    await user.type(lastName, 'LEONARDO');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await expectPath(router, `/lawyers/${entry.rollNumber}`);

    const stored = await api.db.query<{ last_name: string; first_name: string }>(
      'SELECT first_name, last_name FROM lawyers WHERE id = $1',
      [entry.id],
    );
    expect(stored.rows[0]).toEqual({ first_name: 'ISAGANI', last_name: 'LEONARDO' });
    const audit = await api.db.query<{ actor_user_id: string; changes: unknown }>(
      `SELECT actor_user_id, changes FROM audit_log WHERE action = 'lawyer.update' AND target_id = $1`,
      [entry.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.actor_user_id).toBe(admin.id);
    // Only the name that changed is sent, so it is the only name recorded.
    const changes = audit.rows[0]!.changes as Array<{ field: string }>;
    expect(changes).toContainEqual({ field: 'lastName', before: 'LEONARDOO', after: 'LEONARDO' });
    expect(changes.map((change) => change.field)).not.toContain('firstName');
  });

  it("shows the profile's owner the names as text, to be corrected by an administrator", async () => {
    const owner = await insertVerifiedLawyer(api.db, { lastName: 'OWNER' });
    await signInAs(api, owner.auth);
    renderRoute(`/lawyers/${owner.rollNumber}/edit`);
    await screen.findByRole('button', { name: 'Save profile' }, { timeout: 10_000 });
    expect(screen.getByText(/ask an administrator to correct them/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Last name' })).not.toBeInTheDocument();
  });
});
