import type { AuditValue } from '@batas/shared/contracts/admin-audit';

/** 'approvalStatus' → 'Approval status', 'isVerified' → 'Verified', 'grNumber' → 'GR number'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bgr\b/, 'GR');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value as the log shows it: texts quoted, an empty value said in words. */
export function formatAuditValue(value: AuditValue): string {
  if (value === null) return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(empty)';
  return typeof value === 'string' ? `“${value}”` : String(value);
}

/** 'user' → 'User', 'lawyer_claim' → 'Claim': what kind of record an entry is about. */
export function targetTypeLabel(type: string): string {
  if (type === 'lawyer_claim') return 'Claim';
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
