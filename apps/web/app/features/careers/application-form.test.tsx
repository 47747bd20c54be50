import { applicationFormCopy as copy } from '@phi/content';
import { resumeUpload } from '@phi/contracts/constants';
import {
  applicationAlertMessages,
  applicationFormMessages,
  applicationPageMessages,
} from '@phi/contracts/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApplicationFormStub,
  pdfFile,
  resumeInput,
  textbox,
} from './application-form.fixtures.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  render(<ApplicationFormStub jobId="general" isGeneral />);
  // accept= would hide a wrong file from the picker; the form must refuse it all the same.
  return { user: userEvent.setup({ applyAccept: false, delay: null }), fetchMock };
}

// spec: site-marketing-careers §2.10, §4 and §5, the application form
describe('ApplicationForm', { timeout: 20_000 }, () => {
  it('shows the sections in the spec order, ending with Submit Application', () => {
    setup();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      applicationPageMessages.personalInformation,
      applicationPageMessages.professionalExperience,
      applicationPageMessages.education,
      applicationPageMessages.skillsAndTechnologies,
      applicationPageMessages.coverLetter,
      applicationPageMessages.resumeUpload,
    ]);
    expect(
      screen.getByRole('button', { name: applicationPageMessages.submitApplication }),
    ).toBeTruthy();
    expect(textbox(copy.email).type).toBe('email');
    expect(textbox(copy.phone).type).toBe('tel');
    expect(textbox(copy.linkedin).type).toBe('url');
    expect(textbox(copy.portfolio).type).toBe('url');
    const authorization = screen.getByRole('combobox', { name: copy.workAuthorization });
    expect((authorization as HTMLSelectElement).value).toBe('authorized');
  });

  it('adds experience and education entries, offering removal only while several exist', async () => {
    const { user } = setup();
    expect(screen.getAllByRole('group', { name: /^Experience \d/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: copy.removeExperience(1) })).toBeNull();

    await user.click(screen.getByRole('button', { name: copy.addExperience }));
    expect(screen.getAllByRole('group', { name: /^Experience \d/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: copy.removeExperience(1) }));
    expect(screen.getAllByRole('group', { name: /^Experience \d/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: copy.removeExperience(1) })).toBeNull();

    await user.click(screen.getByRole('button', { name: copy.addEducation }));
    expect(screen.getAllByRole('group', { name: /^Education \d/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: copy.removeEducation(2) }));
    expect(screen.getAllByRole('group', { name: /^Education \d/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: copy.removeEducation(1) })).toBeNull();
  });

  it('disables the end date while "I currently work here" is ticked', async () => {
    const { user } = setup();
    const endDate = screen.getByLabelText(new RegExp(`^${copy.endDate}`)) as HTMLInputElement;
    await user.type(endDate, '2024-01');
    await user.click(screen.getByLabelText(applicationPageMessages.currentlyWorkHere));
    expect(endDate.disabled).toBe(true);
    expect(endDate.value).toBe('');
    await user.click(screen.getByLabelText(applicationPageMessages.currentlyWorkHere));
    expect(endDate.disabled).toBe(false);
  });

  it('adds skills by Enter or Add, trimmed and without duplicates, and removes one by click', async () => {
    const { user, fetchMock } = setup();
    const input = screen.getByLabelText(copy.newSkill);
    await user.type(input, '  TypeScript  {Enter}');
    await user.type(input, 'React');
    await user.click(screen.getByRole('button', { name: applicationPageMessages.add }));
    await user.type(input, 'TypeScript{Enter}');
    await user.type(input, '   {Enter}');
    const skills = () =>
      screen.queryAllByRole('button', { name: /^Remove skill / }).map((b) => b.textContent);
    expect(skills()).toEqual(['TypeScript', 'React']);
    expect((input as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: copy.removeSkill('TypeScript') }));
    expect(skills()).toEqual(['React']);
    // Enter in the skill box never submitted the application.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a wrong type and a file over 5 MB with the spec alerts', async () => {
    const { user } = setup();
    await user.upload(resumeInput(), new File(['MZ'], 'setup.exe'));
    expect(screen.getByText(applicationAlertMessages.invalidResumeType).getAttribute('role')).toBe(
      'alert',
    );
    expect(resumeInput().value).toBe('');

    await user.upload(resumeInput(), pdfFile('big.pdf', resumeUpload.maxBytes + 1));
    expect(screen.getByText(applicationAlertMessages.resumeTooLarge).getAttribute('role')).toBe(
      'alert',
    );

    await user.upload(resumeInput(), pdfFile('Ada résumé.pdf'));
    expect(screen.queryByText(applicationAlertMessages.resumeTooLarge)).toBeNull();
    expect(screen.getByText(/^Selected: Ada résumé\.pdf/)).toBeTruthy();
    expect(screen.getByText(copy.sentAs('Ada_resume.pdf'))).toBeTruthy();
  });

  it('shows the schema messages next to the fields and sends nothing when incomplete', async () => {
    const { user, fetchMock } = setup();
    await user.type(textbox(copy.email), 'not-an-email');
    await user.type(textbox(copy.linkedin), 'javascript:alert(1)');
    await user.click(
      screen.getByRole('button', { name: applicationPageMessages.submitApplication }),
    );

    const firstName = textbox(copy.firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      applicationFormMessages.firstNameRequired,
    );
    expect(document.activeElement).toBe(firstName);
    for (const message of [
      applicationFormMessages.emailInvalid,
      applicationFormMessages.urlInvalid,
      applicationFormMessages.companyRequired,
      applicationFormMessages.institutionRequired,
      applicationFormMessages.coverLetterRequired,
      applicationFormMessages.resumeRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    const experience = screen.getByRole('group', { name: copy.experienceEntry(1) });
    expect(within(experience).getByText(applicationFormMessages.startDateRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
