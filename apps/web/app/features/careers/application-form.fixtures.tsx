import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { ApplicationForm } from './application-form.tsx';

// Shared by the application form's unit tests.

export const careersMarker = 'careers list page';

/** The form at /careers/apply/{jobId}, with /careers answering a marker to see redirects. */
export function ApplicationFormStub({ jobId, isGeneral }: { jobId: string; isGeneral: boolean }) {
  const Stub = createRoutesStub([
    {
      path: '/careers/apply/:jobId',
      Component: () => <ApplicationForm jobId={jobId} isGeneral={isGeneral} />,
    },
    { path: '/careers', Component: () => <p>{careersMarker}</p> },
  ]);
  return <Stub initialEntries={[`/careers/apply/${jobId}`]} />;
}

/** A labelled text control; the label "Cover Letter" also names its section, hence the role. */
export function textbox(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

/** Fills every required field of §5 except the resume. */
export async function fillRequiredFields(user: UserEvent): Promise<void> {
  await user.type(textbox(copy.firstName), 'Ada');
  await user.type(textbox(copy.lastName), 'Lovelace');
  await user.type(textbox(copy.email), 'ada@example.com');
  await user.type(textbox(copy.phone), '+44 115 496 0000');
  await user.type(textbox(copy.location), 'Nottingham');
  await user.type(textbox(copy.company), 'Analytical Engines');
  await user.type(textbox(copy.jobTitle), 'Engineer');
  await user.type(screen.getByLabelText(copy.startDate), '2021-03');
  await user.type(textbox(copy.description), 'Built things.');
  await user.type(textbox(copy.institution), 'Nottingham');
  await user.type(textbox(copy.degree), 'MSc');
  await user.type(textbox(copy.fieldOfStudy), 'Computing');
  await user.type(textbox(copy.graduationYear), '2020');
  await user.type(textbox(applicationPageMessages.coverLetter), 'Hello.');
}

export function resumeInput(): HTMLInputElement {
  return screen.getByLabelText(copy.resumeFile);
}

export function pdfFile(name = 'resume.pdf', size?: number): File {
  const file = new File(['%PDF-1.4 resume'], name, { type: 'application/pdf' });
  if (size !== undefined) {
    Object.defineProperty(file, 'size', { value: size });
  }
  return file;
}
