import { describe, expect, it } from 'vitest';
import { findCreateProblem, findLiveProblem } from './create-validation.ts';

const fifteenWords =
  'We run a small family hotel by the sea with twelve rooms and a busy restaurant';
const valid = { companyName: 'Harbour View', botName: 'Ava', description: '', fileCount: 1 };

// spec: voice §5, the checks of Create Voicebot with their titles, word for word
describe('findCreateProblem', () => {
  it('asks for a company name first', () => {
    expect(findCreateProblem({ ...valid, companyName: '  ', botName: '' })).toEqual({
      field: 'companyName',
      title: 'Company Name Required',
      message: 'Please enter a company name',
    });
  });

  it('checks the bot name: 2 to 20 letters, numbers and spaces, trimmed', () => {
    expect(findCreateProblem({ ...valid, botName: ' A ' })).toEqual({
      field: 'botName',
      title: 'Invalid Bot Name',
      message: 'Bot name must be at least 2 characters',
    });
    expect(findCreateProblem({ ...valid, botName: 'A'.repeat(21) })?.message).toBe(
      'Bot name must be under 20 characters',
    );
    expect(findCreateProblem({ ...valid, botName: 'Ava!' })?.message).toBe(
      'Bot name can only contain letters, numbers, and spaces',
    );
    expect(findCreateProblem({ ...valid, botName: ' Ava 2 ' })).toBeNull();
  });

  it('counts description words by whitespace: 15 to 100, empty allowed', () => {
    expect(findCreateProblem({ ...valid, description: 'Too short a text' })?.message).toBe(
      'Description needs at least 15 words (currently 4)',
    );
    expect(
      findCreateProblem({ ...valid, description: Array(101).fill('word').join(' ') })?.message,
    ).toBe('Description should be under 100 words (currently 101)');
    expect(findCreateProblem({ ...valid, description: fifteenWords })).toBeNull();
  });

  it('needs files or a description', () => {
    expect(findCreateProblem({ ...valid, fileCount: 0 })).toEqual({
      field: 'content',
      title: 'Content Required',
      message: 'Please provide either files or a description (or both) to create your voicebot',
    });
    expect(findCreateProblem({ ...valid, fileCount: 0, description: fifteenWords })).toBeNull();
  });
});

describe('findLiveProblem', () => {
  const live = { ...valid, isCompanyNameTouched: false, isUploading: false };

  it('says a company name is required once the field was left empty', () => {
    expect(findLiveProblem({ ...live, companyName: '' })).toBeNull();
    expect(findLiveProblem({ ...live, companyName: '', isCompanyNameTouched: true })?.title).toBe(
      'Company Name Required',
    );
  });

  it('says content is required once both names are in, unless uploads are still running', () => {
    expect(findLiveProblem({ ...live, fileCount: 0 })?.title).toBe('Content Required');
    expect(findLiveProblem({ ...live, fileCount: 0, isUploading: true })).toBeNull();
    expect(findLiveProblem({ ...live, fileCount: 0, botName: '' })).toBeNull();
    expect(findLiveProblem(live)).toBeNull();
  });
});
