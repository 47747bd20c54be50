// Our own bounds for free-text fields the spec leaves open; they keep abuse out of the database.
export const textLimits = {
  name: 200,
  email: 320,
  company: 200,
  message: 5000,
  shortText: 200,
  url: 2048,
  longText: 10_000,
  notes: 5000,
  requirement: 500,
  requirements: 50,
  skills: 100,
  skill: 100,
  entries: 20,
  personalInfoJson: 20_000,
  experienceJson: 200_000,
  educationJson: 50_000,
} as const;
