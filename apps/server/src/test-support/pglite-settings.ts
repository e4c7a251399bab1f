/**
 * PostgreSQL's settings for the tests' embedded databases, which hold the demo's few hundred rows: at each start
 * PGlite clears its 128 MB of shared buffers and the shared memory of 100 connections, a quarter of the time a test
 * file's database took to open from the run's seeded copy (1.6 s; 1.15 s with these, on an idle 2-core machine).
 * One connection is all an embedded database has. The server's own default is left as it is.
 */
export const TEST_PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB', max_connections: '5' };
