import { Text } from '@mantine/core';
import type { AuditChange } from '@batas/shared/contracts/admin-audit';
import { fieldLabel, formatAuditValue } from '../utils/audit-format';

/** What an edit or a decision changed: one line per field, before → after. */
export function AuditChanges({ changes, reason }: { changes: AuditChange[]; reason: string | null }) {
  if (changes.length === 0) {
    return reason ? (
      <Text size="sm">Reason: {reason}</Text>
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1rem' }} data-testid="audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {fieldLabel(change.field)}:
            </Text>{' '}
            {formatAuditValue(change.before)} → {formatAuditValue(change.after)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
