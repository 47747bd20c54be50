// Ours: the admin's account security in Settings, at sign-in and on the enrolment screen
// (docs/architecture.md#security); the spec leaves Settings "Coming soon...".
export const adminAccountCopy = {
  // Sign-in, second step
  totpStepTitle: 'Two-factor authentication',
  totpStepIntro:
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  verifying: 'Verifying...',
  backToPassword: 'Use a different account',
  // Settings: own e-mail
  yourEmail: 'Your e-mail',
  saveEmail: 'Save e-mail',
  emailSaved: 'E-mail saved.',
  // Settings: admin users' rows
  changeEmailOf: (username: string) => `Change e-mail of ${username}`,
  changeEmailLabel: 'E-mail',
  newEmail: 'New e-mail',
  resetPasswordOf: (username: string) => `Reset password of ${username}`,
  resetPasswordLabel: 'Reset password',
  resetPasswordConfirm: (username: string) =>
    `Reset the password of ${username}? Their sessions end now and they must choose a new password at their next sign-in.`,
  resetPasswordAction: 'Reset password',
  resetting: 'Resetting...',
  temporaryPasswordTitle: (username: string) => `Temporary password for ${username}`,
  temporaryPasswordBody:
    'Give it to them over a channel you trust. It is shown only now; they must replace it when they sign in.',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saving: 'Saving...',
  // Settings: second factor
  twoFactor: 'Two-factor authentication',
  twoFactorOff: 'Off. Add a code from an authenticator app to every sign-in.',
  twoFactorOn: (date: string, left: number) =>
    `On since ${date}. ${left} of 10 recovery codes left.`,
  twoFactorRequired: 'Required for every admin on this site.',
  setUp: 'Set up two-factor authentication',
  starting: 'Starting...',
  scanIntro:
    'Scan this QR code with your authenticator app, or enter the key by hand, then type the code it shows.',
  qrCodeAlt: 'QR code for your authenticator app',
  manualKey: 'Key for manual entry',
  confirmCode: 'Turn on',
  recoveryTitle: 'Your recovery codes',
  recoveryBody:
    'Each code signs you in once if you lose your authenticator. Store them somewhere safe: they are shown only now.',
  recoveryDone: 'I have stored my recovery codes',
  turnOff: 'Turn off two-factor authentication',
  turnOffIntro: 'Confirm with your password and a current code.',
  turnOffAction: 'Turn off',
  turnedOff: 'Two-factor authentication is off.',
  // The screen ADMIN_REQUIRE_TOTP shows before anything else
  enrolRequiredTitle: 'Set up two-factor authentication',
  enrolRequiredBody:
    'This site asks every admin for a code from an authenticator app at sign-in. Set it up before you continue.',
  continueToAdmin: 'Continue',
  // Settings: sessions
  sessions: 'Your sessions',
  sessionsIntro:
    'Each sign-in is a session. It ends after an hour without use or 12 hours after sign-in.',
  sessionsTable: 'Your sessions table',
  device: 'Browser',
  address: 'Address',
  signedIn: 'Signed in',
  lastUsed: 'Last used',
  unknownDevice: 'Unknown browser',
  thisSession: 'this session',
  neverRefreshed: 'Not yet',
  signOutSession: (device: string) => `Sign out ${device}`,
  signOutLabel: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereConfirm:
    'Sign out every session of your account, this one included? You will need to sign in again.',
  noOtherSessions: 'No other sessions.',
} as const;
