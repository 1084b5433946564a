/**
 * What an audit row changed (decision 029: `before` and `after` are the target's fields, null on
 * a creation or a deletion): one line per field whose value differs, in the order the fields
 * appear, for the page's before/after view. Values are compared and shown as JSON text; long
 * editor HTML is cut for the table, the whole of it a click away.
 */
export type AuditChange = { field: string; before: string | null; after: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function auditValueText(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = auditValueText(before ?? undefined);
    const a = auditValueText(after ?? undefined);
    return b === a ? [] : [{ field: '값', before: b, after: a }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const b = isRecord(before) ? auditValueText(from[field]) : null;
    const a = isRecord(after) ? auditValueText(to[field]) : null;
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
}
