import { Briefcase, MapPin } from 'lucide-react';

/** `sm` in a careers list card, `md` on the application page's larger header. */
type JobDetailsSize = 'sm' | 'md';

const factsClassNames: Record<JobDetailsSize, { line: string; fact: string }> = {
  sm: { line: 'gap-x-5 gap-y-1 text-sm', fact: 'gap-1.5' },
  md: { line: 'gap-x-6 gap-y-2', fact: 'gap-2' },
};

export interface JobFactsProps {
  location: string;
  type: string;
  size: JobDetailsSize;
  /** Spacing from what comes before, e.g. "mt-2". */
  className: string;
}

// spec: site-marketing-careers §2.9 and §2.10, a job's location and type, in the list and on
// its application page.
export function JobFacts({ location, type, size, className }: JobFactsProps) {
  const classNames = factsClassNames[size];
  return (
    <p className={`${className} flex flex-wrap text-slate-300 ${classNames.line}`}>
      <span className={`inline-flex items-center ${classNames.fact}`}>
        <MapPin aria-hidden="true" className="size-4 text-sky-300" />
        {location}
      </span>
      <span className={`inline-flex items-center ${classNames.fact}`}>
        <Briefcase aria-hidden="true" className="size-4 text-sky-300" />
        {type}
      </span>
    </p>
  );
}

const tagTextSize: Record<JobDetailsSize, string> = { sm: 'text-xs', md: 'text-sm' };

// spec: site-marketing-careers §2.9 and §2.10, a job's requirements shown as tags.
export function RequirementTags({
  requirements,
  size,
}: {
  requirements: readonly string[];
  size: JobDetailsSize;
}) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {requirements.map((requirement) => (
        <li
          key={requirement}
          className={`rounded-full bg-slate-800 px-3 py-1 text-slate-200 ${tagTextSize[size]}`}
        >
          {requirement}
        </li>
      ))}
    </ul>
  );
}
