import { applicationFormCopy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { expect, type Page } from '@playwright/test';

/** A small but well-formed one-page PDF (header, objects, cross-reference table, trailer). */
export function buildPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  ];
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) {
    body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Fills every required field of the public application form (spec: site-marketing-careers §5). */
export async function fillApplication(
  page: Page,
  applicant: { email: string; firstName?: string; lastName?: string },
) {
  const copy = applicationFormCopy;
  await page.getByLabel(copy.firstName).fill(applicant.firstName ?? 'Ada');
  await page.getByLabel(copy.lastName).fill(applicant.lastName ?? 'Lovelace');
  await page.getByLabel(copy.email, { exact: true }).fill(applicant.email);
  await page.getByLabel(copy.phone).fill('+44 115 496 0000');
  await page.getByLabel(copy.location).fill('Nottingham, UK');
  await page.getByLabel(copy.company).fill('Analytical Engines Ltd');
  await page.getByLabel(copy.jobTitle).fill('Engineer');
  await page.getByLabel(copy.startDate).fill('2021-03');
  await page.getByLabel(applicationPageMessages.currentlyWorkHere).check();
  await expect(page.getByLabel(copy.endDate)).toBeDisabled();
  await page.getByLabel(copy.description, { exact: true }).fill('Built speech pipelines.');
  await page.getByLabel(copy.institution).fill('University of Nottingham');
  await page.getByLabel(copy.degree).fill('MSc');
  await page.getByLabel(copy.fieldOfStudy).fill('Computer Science');
  await page.getByLabel(copy.graduationYear).fill('2020');
  const skill = page.getByLabel(copy.newSkill);
  await skill.fill('  TypeScript  ');
  await skill.press('Enter');
  await skill.fill('React');
  await page.getByRole('button', { name: applicationPageMessages.add, exact: true }).click();
  await skill.fill('TypeScript');
  await skill.press('Enter');
  await page
    .getByRole('textbox', { name: applicationPageMessages.coverLetter })
    .fill('I would love to join.');
}
