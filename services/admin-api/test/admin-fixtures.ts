import { adminLoginResponseSchema } from '@phi/contracts/admin';
import type { TestApp } from './helper.ts';
import { cookieFrom, signIn } from './session-helper.ts';

export interface SignedInAdmin {
  id: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Signs the seeded test admin in and answers what the admin app would hold. */
export async function signInAdmin(testApp: TestApp): Promise<SignedInAdmin> {
  const response = await signIn(testApp);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed with ${response.statusCode}: ${response.payload}`);
  }
  const body = adminLoginResponseSchema.parse(response.json());
  return {
    id: body.user.id,
    accessToken: body.accessToken,
    refreshToken: cookieFrom(response),
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}
