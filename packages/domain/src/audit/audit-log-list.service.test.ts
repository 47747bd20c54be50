import { auditEntityTypes as contractEntityTypes } from '@phi/contracts/admin';
import { describe, expect, it } from 'vitest';
import { auditEntityTypes } from './audit.service.ts';
import { diffSnapshots, toAuditText } from './audit-log-list.service.ts';

describe('audit log list', () => {
  it('offers the entity types the audit service writes', () => {
    expect([...contractEntityTypes].sort()).toEqual([...auditEntityTypes].sort());
  });

  it('lists each changed field with its value before and after, bookkeeping left out', () => {
    const before = { id: 'c1', notes: 'Call back', assignedTo: null, status: 'new', version: 1 };
    const after = { id: 'c1', notes: 'Called', assignedTo: 'sales', status: 'new', version: 2 };
    expect(diffSnapshots(before, after)).toEqual([
      { field: 'notes', before: 'Call back', after: 'Called' },
      { field: 'assignedTo', before: null, after: 'sales' },
    ]);
  });

  it('lists every field of a created record as new, and a sign-in address', () => {
    expect(diffSnapshots(null, { title: 'Engineer', requirements: ['Go', 'SQL'] })).toEqual([
      { field: 'title', before: null, after: 'Engineer' },
      { field: 'requirements', before: null, after: 'Go, SQL' },
    ]);
    expect(diffSnapshots(null, { address: '10.0.0.7' })).toEqual([
      { field: 'address', before: null, after: '10.0.0.7' },
    ]);
  });

  it('shows numbers, booleans and nested values as text', () => {
    expect(toAuditText(4)).toBe('4');
    expect(toAuditText(false)).toBe('false');
    expect(toAuditText({ a: 1 })).toBe('{"a":1}');
    expect(toAuditText(undefined)).toBeNull();
  });
});
