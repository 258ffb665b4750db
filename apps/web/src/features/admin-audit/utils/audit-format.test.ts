import { describe, expect, it } from 'vitest';
import { fieldLabel, formatAuditValue, targetTypeLabel } from './audit-format';

describe('audit log wording', () => {
  it.each([
    ['approvalStatus', 'Approval status'],
    ['isVerified', 'Verified'],
    ['isActive', 'Active'],
    ['fullText', 'Full text'],
    ['grNumber', 'GR number'],
    ['title', 'Title'],
    ['issue', 'Issue'],
  ])('field %s reads %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it.each([
    [null, '(empty)'],
    [true, 'yes'],
    [false, 'no'],
    [['Drugs', 'Estafa'], 'Drugs, Estafa'],
    [[], '(empty)'],
    ['pending', '“pending”'],
    [3, '3'],
  ] as const)('value %j reads %s', (value, text) => {
    expect(formatAuditValue(value as never)).toBe(text);
  });

  it('names the kinds of target', () => {
    expect(targetTypeLabel('lawyer_claim')).toBe('Claim');
    expect(targetTypeLabel('document')).toBe('Document');
  });
});
