import { adminScreensCopy } from '@phi/content';
import type { ConflictFieldLabel } from '../../components/edit-conflict-panel.tsx';
import {
  contactAssigneeOptions,
  contactSourceOptions,
  contactStatusOptions,
  priorityOptions,
} from '../../lib/labels.ts';
import { labelOf } from '../../lib/option-label.ts';

type ContactFormKey = 'status' | 'priority' | 'source' | 'assignedTo' | 'notes' | 'lastContactedAt';

/** How the conflict table names and shows each field of the contact form. */
export const conflictFieldLabels: Record<ContactFormKey, ConflictFieldLabel> = {
  status: { label: adminScreensCopy.status, display: labelOf(contactStatusOptions) },
  priority: { label: adminScreensCopy.priority, display: labelOf(priorityOptions) },
  source: { label: adminScreensCopy.source, display: labelOf(contactSourceOptions) },
  assignedTo: { label: adminScreensCopy.assignee, display: labelOf(contactAssigneeOptions) },
  notes: { label: adminScreensCopy.notes },
  lastContactedAt: { label: adminScreensCopy.lastContacted },
};
