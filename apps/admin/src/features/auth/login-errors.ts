import { adminLoginMessages } from '@phi/contracts/messages';
import { ApiError } from '@phi/ui/api';

// spec: chat-news-admin §5 and §8, the login screen's messages
export function describeLoginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'invalid-response') {
      return adminLoginMessages.invalidResponse;
    }
    if (error.status === 401) {
      return adminLoginMessages.invalidCredentials;
    }
  }
  return adminLoginMessages.loginFailed;
}
