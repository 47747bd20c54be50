import { adminScreensCopy } from '@phi/content';
import type { ConflictFieldLabel } from '../../components/edit-conflict-panel.tsx';
import {
  applicationAssigneeOptions,
  applicationStatusOptions,
  priorityOptions,
  ratingOptions,
} from '../../lib/labels.ts';
import { labelOf } from '../../lib/option-label.ts';

type ApplicationFormKey =
  | 'status'
  | 'priority'
  | 'assignedTo'
  | 'rating'
  | 'notes'
  | 'interviewDate';

/** How the conflict table names and shows each field of the application form. */
export const applicationConflictFields: Record<ApplicationFormKey, ConflictFieldLabel> = {
  status: { label: adminScreensCopy.status, display: labelOf(applicationStatusOptions) },
  priority: { label: adminScreensCopy.priority, display: labelOf(priorityOptions) },
  assignedTo: { label: adminScreensCopy.assignee, display: labelOf(applicationAssigneeOptions) },
  rating: { label: adminScreensCopy.rating, display: labelOf(ratingOptions) },
  notes: { label: adminScreensCopy.notes },
  interviewDate: { label: adminScreensCopy.interviewDate },
};
