// Ours: abuse protection of the contact form (no third-party service). A submission that fills
// the hidden honeypot field, or arrives sooner than minFillMs after the form was shown, is a bot.
export const contactAbuseGuard = {
  honeypotField: 'website',
  minFillMs: 3000,
} as const;

// Ours: default per-hour limits of the public form endpoints (each service may raise them).
export const publicFormLimits = {
  contactsPerIpPerHour: 10,
  contactsPerEmailPerHour: 5,
  resumeUploadsPerIpPerHour: 20,
  applicationsPerIpPerHour: 10,
} as const;

// spec: site-marketing-careers §2.8 and §9
export const salesResponseHours = 2;
export const contactFormAnchorId = 'contact-form';
export const contactMessageRows = 4;
