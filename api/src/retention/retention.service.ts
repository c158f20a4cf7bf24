import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '../plugins/session.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import { deletionDateAfter, retentionSchedule, type RetentionSchedule } from './retention-policy.ts';
import { retentionWarningMail } from './retention-warning-mail.ts';
import type { RetentionRepository } from './retention.repository.ts';

// At most this many warnings and as many deletions per run, so that one run stays short (mail is
// sent one by one); accounts left over wait for the next run, and a warned one still gets its 7 days.
const ACCOUNTS_PER_RUN = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
// A back-off counter untouched for a day has nothing left to slow down.
const LOGIN_THROTTLE_KEPT_MS = DAY_MS;
// Stripe retries a webhook for three days; a month is a wide margin against a late duplicate.
const STRIPE_EVENT_KEPT_MS = 30 * DAY_MS;

/** What one run did, in counts only: the log of a job about personal data names nobody. */
export interface RetentionReport {
  warned: number;
  /** Warnings claimed but not sent (mail failure), taken back for the next run. */
  warningsFailed: number;
  deleted: number;
  pruned: {
    sessions: number;
    passwordResets: number;
    emailChanges: number;
    signupRequests: number;
    loginThrottles: number;
    stripeEvents: number;
  };
}

interface RetentionServiceDeps {
  repository: RetentionRepository;
  sessions: Pick<SessionsRepository, 'deleteExpired'>;
  mailer: Mailer;
  config: Pick<AppConfig, 'now' | 'publicUrl' | 'timeZone'>;
  log: FastifyBaseLogger;
}

/**
 * The promise of the FAQ, terms and privacy pages (docs/decisions.md): an account without activity for
 * 30 days is deleted, its owner warned by e-mail 7 days before, a running subscription keeps it.
 * Also drops the rows that serve nothing any more: expired sessions, spent reset and e-mail change links, old
 * back-off counters and old Stripe event ids.
 */
export function createRetentionService({ repository, sessions, mailer, config, log }: RetentionServiceDeps) {
  async function warn(schedule: RetentionSchedule): Promise<{ warned: number; failed: number }> {
    let warned = 0;
    let failed = 0;
    let failure: unknown;
    for (const id of await repository.findDueForWarning(schedule, ACCOUNTS_PER_RUN)) {
      const account = await repository.claimWarning(id, schedule);
      if (!account) continue;
      try {
        await mailer.send(retentionWarningMail(account, deletionDateAfter(schedule.now), config));
        warned += 1;
      } catch (error) {
        await repository.releaseWarning(id, schedule.now);
        failed += 1;
        failure = error;
      }
    }
    // The error's text may quote an address: only its code goes to the log.
    if (failed > 0) log.error({ failed, code: errorCode(failure) }, 'retention warnings not sent; those accounts are warned at a later run');
    return { warned, failed };
  }

  async function deleteDue(schedule: RetentionSchedule): Promise<number> {
    let deleted = 0;
    for (const id of await repository.findDueForDeletion(schedule, ACCOUNTS_PER_RUN)) {
      if (await repository.deleteIfStillDue(id, schedule)) deleted += 1;
    }
    return deleted;
  }

  return {
    async run(): Promise<RetentionReport> {
      const now = config.now();
      const schedule = retentionSchedule(now);
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const { warned, failed } = await warn(schedule);
      const report: RetentionReport = {
        warned,
        warningsFailed: failed,
        deleted: await deleteDue(schedule),
        pruned: {
          sessions: await sessions.deleteExpired(now, ago(SESSION_IDLE_TIMEOUT_MS)),
          passwordResets: await repository.deleteSpentPasswordResets(now),
          emailChanges: await repository.deleteSpentEmailChanges(now),
          signupRequests: await repository.deleteExpiredSignupRequests(now),
          loginThrottles: await repository.deleteLoginThrottlesIdleSince(ago(LOGIN_THROTTLE_KEPT_MS)),
          stripeEvents: await repository.deleteStripeEventsProcessedBefore(ago(STRIPE_EVENT_KEPT_MS)),
        },
      };
      log.info(report, 'retention job done');
      return report;
    },
  };
}

function errorCode(error: unknown): string {
  if (error instanceof Error) return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
  return 'unknown';
}

export type RetentionService = ReturnType<typeof createRetentionService>;
