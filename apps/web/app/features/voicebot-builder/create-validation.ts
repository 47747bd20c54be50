import { voicebotBuilderCopy } from '@phi/content';
import { voiceValidationMessages as messages } from '@phi/contracts/messages';
import {
  hasVoicebotContent,
  validateBotName,
  validateCompanyName,
  validateDescription,
} from '@phi/contracts/voicebot-validation';

export type CreateField = 'companyName' | 'botName' | 'description' | 'content';

export interface CreateProblem {
  readonly field: CreateField;
  readonly title: string;
  readonly message: string;
}

export interface CreateForm {
  readonly companyName: string;
  readonly botName: string;
  readonly description: string;
  /** Files the server holds for this bot (uploads that succeeded). */
  readonly fileCount: number;
}

/**
 * spec: voice §5, the checks Create Voicebot runs, in the spec's order, each with its toast
 * title: company name, bot name, description length, then files or description.
 */
export function findCreateProblem(form: CreateForm): CreateProblem | null {
  const company = validateCompanyName(form.companyName);
  if (company) {
    return { field: 'companyName', title: messages.companyNameRequiredTitle, message: company };
  }
  const botName = validateBotName(form.botName);
  if (botName) {
    return { field: 'botName', title: messages.invalidBotNameTitle, message: botName };
  }
  const description = validateDescription(form.description);
  if (description) {
    return {
      field: 'description',
      title: voicebotBuilderCopy.invalidDescriptionTitle,
      message: description,
    };
  }
  if (!hasVoicebotContent(form.fileCount, form.description)) {
    return {
      field: 'content',
      title: messages.contentRequiredTitle,
      message: messages.contentRequired,
    };
  }
  return null;
}

export interface LiveForm extends CreateForm {
  /** The company name field was left at least once. */
  readonly isCompanyNameTouched: boolean;
  /** Uploads still running may yet bring the content. */
  readonly isUploading: boolean;
}

/**
 * spec: voice §5, what the disabled Create button waits for, said before it is clicked: a company
 * name left empty, and, once both names are in, the missing files or description. Without this
 * the button's rule (canCreateVoicebot) would hide those two messages for good.
 */
export function findLiveProblem(form: LiveForm): CreateProblem | null {
  if (form.isCompanyNameTouched && validateCompanyName(form.companyName)) {
    return {
      field: 'companyName',
      title: messages.companyNameRequiredTitle,
      message: messages.companyNameRequired,
    };
  }
  const namesGiven = form.companyName.trim() !== '' && form.botName.trim() !== '';
  if (namesGiven && !form.isUploading && !hasVoicebotContent(form.fileCount, form.description)) {
    return {
      field: 'content',
      title: messages.contentRequiredTitle,
      message: messages.contentRequired,
    };
  }
  return null;
}
