// spec: site-marketing-careers §2.9 (careers list) and §8
export const careersMessages = {
  viewOpenPositions: 'View Open Positions',
  generalInquiry: 'General Inquiry',
  applyNow: 'Apply Now',
  refreshing: 'Refreshing...',
  getInTouch: 'Get In Touch',
  submitYourResume: 'Submit Your Resume',
  loadFailed: 'Failed to load jobs',
  tryAgain: 'Try Again',
} as const;

// spec: site-marketing-careers §2.10 (job application page)
export const applicationPageMessages = {
  loading: 'Loading application form...',
  jobNotFound: 'Job Not Found',
  backToCareers: 'Back to Careers',
  applyFor: (jobTitle: string) => `Apply for ${jobTitle}`,
  submitYourResume: 'Submit Your Resume',
  personalInformation: 'Personal Information',
  professionalExperience: 'Professional Experience',
  education: 'Education',
  skillsAndTechnologies: 'Skills and Technologies',
  coverLetter: 'Cover Letter',
  resumeUpload: 'Resume/CV Upload',
  submitApplication: 'Submit Application',
  uploadingResume: 'Uploading Resume...',
  submittingApplication: 'Submitting Application...',
  currentlyWorkHere: 'I currently work here',
  add: 'Add',
} as const;

// spec: site-marketing-careers §3, the synthesised general application job
export const generalApplicationMessages = {
  title: 'General Application',
  location: 'Remote/On-site',
  type: 'Full-time/Part-time/Contract',
  // The spec says "three generic requirements" and lists what happens next; the wording is ours.
  requirements: [
    'Relevant experience or strong interest in AI and automation',
    'Clear written and spoken communication',
    'Eagerness to learn and grow with the team',
  ],
  nextSteps: [
    'Your profile is reviewed by our team',
    'Your information is kept on file',
    'We contact you directly when a position matches your profile',
    'You are considered for roles that are not yet posted',
  ],
} as const;

// spec: site-marketing-careers §5 and §8 (alerts of the application flow)
export const applicationAlertMessages = {
  invalidResumeType: 'Please upload a PDF, DOCX, or TXT file',
  resumeTooLarge: 'File size must be less than 5MB',
  unknownError: 'Unknown error',
  uploadFailedDefault: 'Failed to upload resume',
  resumeUploadFailed: (message: string | undefined) =>
    `Resume upload failed: ${message || 'Unknown error'}. Please try again.`,
  submitFailed: 'Failed to submit application',
  submitFailedAlert: 'Failed to submit application. Please try again.',
  submitted: 'Application submitted successfully!',
  resumeSubmitted:
    "Resume submitted successfully! We'll review your profile and contact you when suitable opportunities arise.",
} as const;

// The spec marks these fields required (browser validation) without wording; ours.
export const applicationFormMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  locationRequired: 'Current location is required',
  workAuthorizationRequired: 'Work authorization is required',
  urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  companyRequired: 'Company is required',
  jobTitleRequired: 'Job title is required',
  startDateRequired: 'Start date is required',
  experienceDescriptionRequired: 'Description is required',
  institutionRequired: 'Institution is required',
  degreeRequired: 'Degree is required',
  fieldOfStudyRequired: 'Field of study is required',
  graduationYearRequired: 'Graduation year is required',
  coverLetterRequired: 'Cover letter is required',
  resumeRequired: 'Please upload your resume',
  experienceRequired: 'Add at least one experience entry',
  educationRequired: 'Add at least one education entry',
  invalidJson: 'This field must be JSON-encoded text',
  resumeNotFound: 'The uploaded resume was not found. Please upload it again.',
  resumeAlreadyUsed: 'This resume was already sent with a different application.',
  jobIdMismatch: 'The job in the form does not match the job in the address',
} as const;

// Ours: the upload's answer when the request is not multipart form data at all.
export const resumeUploadNotMultipartMessage = 'Send the resume as multipart form data.';
