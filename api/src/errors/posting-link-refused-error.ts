import { AppError } from './app-error.ts';

/** Thrown when a posting link is one the api will not fetch: not http or https, credentials in it, another port than the scheme's, or an address that is not of the public internet (and not in `POSTING_LINK_ALLOW`), at the start or after a redirect. */
export class PostingLinkRefusedError extends AppError {
  override readonly name = 'PostingLinkRefusedError' as const;
}
