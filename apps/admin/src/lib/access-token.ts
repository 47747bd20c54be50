// The access token lives in memory only (never in storage a script could read later); a reload
// loses it, and the refresh-cookie flow of the admin issue gets a new one.
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
