import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { auditLogResponse, type AuditEntry } from '@batas/shared/contracts/admin-audit';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';
import { insertLawyer } from './support/accounts.ts';

/** The audit log names who acted and on what, and says what an edit or a decision changed, from before to after. */
describe('audit log names and changes', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let editor: TestAccount;
  const send = (who: TestAccount, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const entriesFor = async (targetId: string): Promise<AuditEntry[]> => {
    const response = await send(superAdmin, 'GET', `/api/admin/audit-log?targetId=${targetId}`);
    expect(response.statusCode, response.body).toBe(200);
    return auditLogResponse.parse(response.json()).data.entries;
  };

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await addAccount(t.db, { role: 'super_admin', firstName: 'Sofia', lastName: 'Supremo' });
    editor = await addAccount(t.db, { role: 'content_manager', firstName: 'Elena', lastName: 'Editor' });
  });
  afterAll(() => t.close());

  it('records a document edit field by field, long texts shortened, with the names of editor and document', async () => {
    const document = await createDocument(t.db, { title: 'PEOPLE V. BEFORE', ponente: 'LEONEN' });
    const edit = await send(editor, 'PUT', `/api/admin/documents/${document.id}`, {
      title: 'People v. After',
      ponente: 'LEONEN',
      isVerified: true,
      fullText: `A new body. ${'Lorem ipsum. '.repeat(60)}`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [entry] = await entriesFor(document.id);
    expect(entry).toMatchObject({
      action: 'document.update',
      actorName: 'Elena Editor',
      actorEmail: editor.email,
      targetName: 'People v. After',
    });
    // The unchanged ponente is not listed.
    const changes = Object.fromEntries(entry!.changes.map((change) => [change.field, change]));
    expect(Object.keys(changes).sort()).toEqual(['fullText', 'isVerified', 'title']);
    expect(changes.title).toEqual({ field: 'title', before: 'PEOPLE V. BEFORE', after: 'People v. After' });
    expect(changes.isVerified).toEqual({ field: 'isVerified', before: false, after: true });
    expect(String(changes.fullText!.after)).toMatch(/^A new body\. .*…$/);
    expect(String(changes.fullText!.after).length).toBeLessThan(310);
  });

  it('keeps the name of a deleted document and of a deleted account from what the entry recorded', async () => {
    const document = await createDocument(t.db, { title: 'TO BE DELETED V. PEOPLE' });
    expect((await send(editor, 'DELETE', `/api/admin/documents/${document.id}`)).statusCode).toBe(200);
    expect((await entriesFor(document.id))[0]).toMatchObject({
      action: 'document.delete',
      targetName: 'TO BE DELETED V. PEOPLE',
      changes: [],
    });
    const user = await addAccount(t.db, { firstName: 'Gone', lastName: 'Person' });
    expect((await send(superAdmin, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200);
    expect((await entriesFor(user.id))[0]).toMatchObject({ action: 'user.delete', targetName: 'Gone Person' });
  });

  it('records the status a user decision changed', async () => {
    const user = await addAccount(t.db, { approvalStatus: 'pending', firstName: 'Pia', lastName: 'Pending' });
    expect((await send(superAdmin, 'PUT', `/api/admin/users/${user.id}/approve`)).statusCode).toBe(200);
    expect((await send(superAdmin, 'PUT', `/api/admin/users/${user.id}/deactivate`)).statusCode).toBe(200);
    const [deactivate, approve] = await entriesFor(user.id);
    expect(approve).toMatchObject({
      actorName: 'Sofia Supremo',
      targetName: 'Pia Pending',
      changes: [{ field: 'approvalStatus', before: 'pending', after: 'approved' }],
    });
    expect(deactivate!.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
  });

  it('records a claim decision and names the claim by its claimant and profile', async () => {
    const claimant = await addAccount(t.db, { firstName: 'Carla', lastName: 'Claimant' });
    const lawyer = await insertLawyer(t.db, { firstName: 'CARLA', lastName: 'CLAIMANT' });
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO lawyer_claims (user_id, lawyer_id, verification_documents) VALUES ($1, $2, 'IBP ID') RETURNING id`,
      [claimant.id, lawyer.id],
    );
    const reject = await send(superAdmin, 'POST', `/api/auth/reject-claim/${rows[0]!.id}`, { reason: 'Blurred ID' });
    expect(reject.statusCode, reject.body).toBe(200);
    const [entry] = await entriesFor(rows[0]!.id);
    expect(entry).toMatchObject({ action: 'claim.reject', targetName: expect.stringMatching(/^Carla Claimant for /) });
    expect(entry!.changes).toEqual([
      { field: 'status', before: 'pending', after: 'rejected' },
      { field: 'rejectionReason', before: null, after: 'Blurred ID' },
    ]);
  });

  it('reads entries written before changes were recorded, and those of an actor since deleted', async () => {
    await t.db.query(
      `INSERT INTO audit_log (actor_user_id, actor_email, action, target_type, target_id, details)
       VALUES (NULL, 'former@example.test', 'user.approve', 'user', 'not-a-uuid', '{"name":"Old Entry"}')`,
    );
    const [entry] = await entriesFor('not-a-uuid');
    expect(entry).toMatchObject({
      actorName: null,
      actorEmail: 'former@example.test',
      targetName: 'Old Entry',
      changes: [],
    });
  });
});
