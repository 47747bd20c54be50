// User-visible texts, word for word from the spec. Never retype one of these inline.

// spec: chat-news-admin §5 and §8, admin login
export const adminLoginMessages = {
  missingFields: 'Please enter both username and password',
  invalidCredentials: 'Invalid credentials. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  invalidResponse: 'Invalid response format',
} as const;

// spec: site-marketing-careers §2.2 and voice §2 (shared screens)
export const notFoundMessages = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

export const fatalErrorMessages = {
  title: 'Something went wrong',
  body: 'We encountered an unexpected error. Our team has been notified and is working to fix it.',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
  reportError: 'Report Error',
} as const;

// spec: chat-news-admin §2, admin shell
export const adminShellMessages = {
  checkingAuthentication: 'Checking Authentication',
  verifyingAccess: 'Verifying Access',
  verifyingAccessHint: 'Please wait while we verify your authentication...',
  accessDenied: 'Access Denied',
  accessDeniedBody: 'You are not authorized to access this area.',
  redirectingToLogin: 'Redirecting to login...',
  signIn: 'Sign In',
  welcome: 'Welcome to the admin area. Pick a section from the sidebar to get started.',
  settingsComingSoon: 'Coming soon...',
} as const;
