import { timestamp } from 'drizzle-orm/pg-core';

/** Every moment is stored with its time zone and read as a `Date`; the api writes them from `config.now()`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
