/** The whole database schema (Drizzle). One file per area; migrations are generated from it. */
export * from './accounts';
export * from './documents';
export * from './charges';
export * from './mail';
export * from './tracking';
export * from './extension';
export * from './jobs';
export * from './payments';
export * from './sandbox-acquirer';
export * from './details';
export * from './content';
export * from './organizations';
