// Every table, for Drizzle's relational API and for drizzle-kit (drizzle.config.ts). One file per domain.
export * from './tables/auth.ts';
export * from './tables/letters.ts';
export * from './tables/account.ts';
export * from './tables/billing.ts';
export * from './tables/saved-resume.ts';
export * from './tables/letter-versions.ts';
