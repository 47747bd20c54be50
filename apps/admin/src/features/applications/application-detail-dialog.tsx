import { adminScreensCopy } from '@phi/content';
import {
  type AdminApplication,
  readApplicantDetails,
  readEducationDetails,
  readExperienceDetails,
  toSafeLink,
  workAuthorizationLabels,
  workAuthorizations,
} from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import type { ReactNode } from 'react';
import { DetailItem, ReadOnlyText } from '../../components/form-fields.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { joinFacts } from '../../lib/join-facts.ts';
import { formatStaffDate } from '../../lib/staff-dates.ts';
import { candidateName } from './application-row.tsx';

const copy = adminScreensCopy.applicationDetails;
const na = adminApplicationMessages.notAvailable;

function workAuthorizationLabel(value: string): string {
  const known = workAuthorizations.find((choice) => choice === value);
  return known ? workAuthorizationLabels[known] : value || na;
}

/** A candidate's link: opened in a new tab when http(s), else shown as the text it is. */
function CandidateLink({ value }: { value: string }) {
  if (!value) {
    return <>{na}</>;
  }
  const href = toSafeLink(value);
  if (!href) {
    return <span className="break-all">{value}</span>;
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-sky-400"
    >
      {value}
      <span className="sr-only"> {copy.opensInNewTab}</span>
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-white">{title}</h3>
      {children}
    </section>
  );
}

// Ours: everything the candidate sent (site-marketing-careers §3, the application form), which
// the spec's row and edit modal leave out: location, work authorisation, links, experience
// descriptions, education details with GPA, and every skill.
export function ApplicationDetailDialog({
  application,
  onClose,
}: {
  application: AdminApplication;
  onClose: () => void;
}) {
  const person = readApplicantDetails(application.personalInfo);
  const name = candidateName(person);
  const experience = readExperienceDetails(application.experience);
  const education = readEducationDetails(application.education);

  return (
    <ModalDialog
      title={copy.title(name)}
      description={joinFacts([application.jobTitle, formatStaffDate(application.createdAt)])}
      isOpen
      onClose={onClose}
      closeLabel={adminScreensCopy.close}
      size="xl"
    >
      <div className="flex flex-col gap-6">
        <Section title={copy.personal}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DetailItem label={copy.firstName}>{person?.firstName || na}</DetailItem>
            <DetailItem label={copy.lastName}>{person?.lastName || na}</DetailItem>
            <DetailItem label={adminScreensCopy.email}>{person?.email || na}</DetailItem>
            <DetailItem label={adminScreensCopy.phone}>{person?.phone || na}</DetailItem>
            <DetailItem label={copy.location}>{person?.location || na}</DetailItem>
            <DetailItem label={copy.workAuthorization}>
              {workAuthorizationLabel(person?.workAuthorization ?? '')}
            </DetailItem>
            <DetailItem label={copy.linkedin}>
              <CandidateLink value={person?.linkedin ?? ''} />
            </DetailItem>
            <DetailItem label={copy.portfolio}>
              <CandidateLink value={person?.portfolio ?? ''} />
            </DetailItem>
          </dl>
        </Section>

        <Section title={adminScreensCopy.experience}>
          {experience.length === 0 ? (
            <p className="text-sm text-slate-400">{copy.none}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {experience.map((entry, index) => (
                <li key={index} className="rounded-lg border border-slate-800 p-3">
                  <p className="font-medium text-white">
                    {joinFacts([entry.title, entry.company]) || na}
                  </p>
                  <dl className="mt-2 grid gap-3 sm:grid-cols-2">
                    <DetailItem label={copy.dates}>{entry.duration || na}</DetailItem>
                    {entry.isCurrent ? (
                      <DetailItem label={copy.current}>
                        {adminApplicationMessages.present}
                      </DetailItem>
                    ) : null}
                  </dl>
                  {entry.description ? (
                    <div className="mt-3">
                      <ReadOnlyText label={copy.description}>{entry.description}</ReadOnlyText>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section title={adminScreensCopy.education}>
          {education.length === 0 ? (
            <p className="text-sm text-slate-400">{copy.none}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {education.map((entry, index) => (
                <li key={index} className="rounded-lg border border-slate-800 p-3">
                  <p className="font-medium text-white">{entry.institution || na}</p>
                  <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    <DetailItem label={copy.degree}>{entry.degree || na}</DetailItem>
                    <DetailItem label={copy.fieldOfStudy}>{entry.field || na}</DetailItem>
                    <DetailItem label={copy.graduationYear}>{entry.year || na}</DetailItem>
                    <DetailItem label={copy.gpa}>{entry.gpa || na}</DetailItem>
                  </dl>
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section title={adminScreensCopy.skills}>
          {application.skills.length === 0 ? (
            <p className="text-sm text-slate-400">{copy.noSkills}</p>
          ) : (
            <ul aria-label={adminScreensCopy.skills} className="flex flex-wrap gap-1.5">
              {application.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs text-slate-200"
                >
                  {skill}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <ReadOnlyText label={adminScreensCopy.coverLetter}>{application.coverLetter}</ReadOnlyText>

        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            {adminScreensCopy.close}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
