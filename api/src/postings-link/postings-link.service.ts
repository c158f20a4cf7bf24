import type { PostingFromLinkResponse } from '@lettra/contracts';
import type { PostingLinkSettings } from '../config.ts';
import type { EnginePool } from '../engine-pool/engine-pool.ts';
import { NotAJobPostingError } from '../errors/not-a-job-posting-error.ts';
import { PostingBehindLoginError } from '../errors/posting-behind-login-error.ts';
import { PostingLinkDisabledError } from '../errors/posting-link-disabled-error.ts';
import type { Timers } from '../lib/timers.ts';
import { fetchPage } from './safe-fetch/fetch-page.ts';
import type { ResolveHost } from './safe-fetch/link-target.ts';

interface PostingsLinkDependencies {
  settings: PostingLinkSettings;
  engine: EnginePool;
  timers: Timers;
  resolveHost: ResolveHost;
}

/**
 * The posting from its link (docs/security.md): the page fetched safely (safe-fetch/), then read by an
 * engine worker, since parsing up to 2 MB of HTML would hold the event loop. Nothing is stored.
 */
export function createPostingsLinkService({ settings, engine, timers, resolveHost }: PostingsLinkDependencies) {
  return {
    enabled: settings.enabled,

    async fromLink(link: string): Promise<PostingFromLinkResponse> {
      if (!settings.enabled) throw new PostingLinkDisabledError();
      const page = await fetchPage(link, { ...settings, timers, resolveHost });
      const reading = await engine.run('postingPage', { html: page.html });
      if (reading.kind === 'login') throw new PostingBehindLoginError();
      if (reading.kind === 'not-a-posting') throw new NotAJobPostingError();
      return { text: reading.text, fields: reading.fields };
    },
  };
}

export type PostingsLinkService = ReturnType<typeof createPostingsLinkService>;
