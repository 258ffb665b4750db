import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_LIMIT, fieldChanges } from '../../src/services/audit/field-changes.ts';

describe('fieldChanges', () => {
  it('lists only the fields that differ, in the order asked, with both values', () => {
    expect(
      fieldChanges(
        { title: 'Old', ponente: 'LEONEN', isVerified: false, legalTopics: ['a'] },
        { title: 'New', ponente: 'LEONEN', isVerified: true, legalTopics: ['a', 'b'] },
        ['isVerified', 'title', 'ponente', 'legalTopics'],
      ),
    ).toEqual([
      { field: 'isVerified', before: false, after: true },
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'legalTopics', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('treats empty, null and missing as the same empty value', () => {
    expect(fieldChanges({ subject: null }, { subject: '' }, ['subject'])).toEqual([]);
    expect(fieldChanges({}, { subject: 'Usufruct' }, ['subject'])).toEqual([
      { field: 'subject', before: null, after: 'Usufruct' },
    ]);
  });

  it('compares long texts in full but records their opening', () => {
    const base = 'x'.repeat(AUDIT_TEXT_LIMIT + 50);
    const [change] = fieldChanges({ fullText: `${base}a` }, { fullText: `${base}b` }, ['fullText']);
    expect(change!.before).toBe(`${'x'.repeat(AUDIT_TEXT_LIMIT)}…`);
    expect(change!.after).toBe(change!.before);
  });
});
