import { adminLoginMessages } from '@phi/contracts/messages';
import { ApiError } from '@phi/ui/api';

// spec: chat-news-admin §5 and §8, the login screen's messages. A throttled or refused sign-in
// (429 from the sign-in throttle or the per-address limit, 503 while the shared counters are
// unreachable) shows the server's own words, which say how long to wait, not "Login failed".
export function describeLoginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'invalid-response') {
      return adminLoginMessages.invalidResponse;
    }
    // The second step's challenge ran out: its own words (enter the password again).
    if (error.status === 401 && error.code !== 'SIGN_IN_CHALLENGE_EXPIRED') {
      return adminLoginMessages.invalidCredentials;
    }
    if (error.code !== undefined && error.status !== undefined && error.status !== 500) {
      return error.message;
    }
  }
  return adminLoginMessages.loginFailed;
}
