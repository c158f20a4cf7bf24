import { createHash } from 'node:crypto';

/**
 * The id settings lists a session under. The session row's key is the sha256 of the cookie's token;
 * the page gets a hash of that key instead, so no copy of what the database keeps leaves the server.
 * A settings page is answered for one account only: its own few sessions are searched for the id.
 */
export function listedSessionId(sessionId: string): string {
  return createHash('sha256').update(`listed-session:${sessionId}`).digest('base64url').slice(0, 22);
}
