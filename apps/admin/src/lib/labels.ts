import {
  adminScreensCopy,
  applicationStatusLabels,
  contactSourceLabels,
  contactStatusLabels,
  priorityLabels,
} from '@phi/content';
import {
  allFilterValue,
  applicationAssignees,
  applicationStatuses,
  assigneeLabels,
  contactAssignees,
  contactSources,
  contactStatuses,
  priorities,
  ratingLabels,
  ratingValues,
} from '@phi/contracts';
import {
  type ContactListView,
  noRatingFilterValue,
  unassignedFilterValue,
} from '@phi/contracts/admin';
import { adminListMessages } from '@phi/contracts/messages';
import type { SelectOption } from '../components/form-fields.tsx';

function toOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const assigneeOptions = (values: readonly (keyof typeof assigneeLabels)[]) =>
  values.map((value) => ({ value, label: assigneeLabels[value] }));

// spec: chat-news-admin §3 (enumerations) and §5 (sentinels "all", "unassigned", "no-rating")
export const contactStatusOptions = toOptions(contactStatuses, contactStatusLabels);
export const applicationStatusOptions = toOptions(applicationStatuses, applicationStatusLabels);
export const priorityOptions = toOptions(priorities, priorityLabels);
export const contactSourceOptions = toOptions(contactSources, contactSourceLabels);
export const contactAssigneeOptions = assigneeOptions(contactAssignees);
export const applicationAssigneeOptions = assigneeOptions(applicationAssignees);
export const ratingOptions: SelectOption[] = ratingValues.map((value) => ({
  value: String(value),
  label: ratingLabels[value],
}));

const all = (label: string): SelectOption => ({ value: allFilterValue, label });
const unassigned: SelectOption = {
  value: unassignedFilterValue,
  label: adminScreensCopy.unassigned,
};

export const contactFilterOptions = {
  status: [all(adminScreensCopy.allStatuses), ...contactStatusOptions],
  priority: [all(adminScreensCopy.allPriorities), ...priorityOptions],
  source: [all(adminScreensCopy.allSources), ...contactSourceOptions],
  assignedTo: [all(adminScreensCopy.allAssignees), unassigned, ...contactAssigneeOptions],
  view: [
    { value: 'inbox', label: adminScreensCopy.inbox },
    { value: 'spam', label: adminScreensCopy.suspectedSpam },
  ] satisfies (SelectOption & { value: ContactListView })[],
};

export const applicationFilterOptions = {
  status: [all(adminScreensCopy.allStatuses), ...applicationStatusOptions],
  priority: [all(adminScreensCopy.allPriorities), ...priorityOptions],
  assignedTo: [all(adminScreensCopy.allAssignees), unassigned, ...applicationAssigneeOptions],
  rating: [
    all(adminScreensCopy.allRatings),
    { value: noRatingFilterValue, label: adminScreensCopy.noRatingFilter },
    ...ratingOptions.filter((option) => option.value !== '0'),
  ],
};

/** An edit form's assignee choices: unassigned ("") first. */
export const withUnassigned = (options: SelectOption[]): SelectOption[] => [
  { value: '', label: adminScreensCopy.unassigned },
  ...options,
];

/** An edit form's choices with the no-value mark ("", nothing chosen) first. */
export const withBlank = (options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label: adminListMessages.noValue },
  ...options,
];
