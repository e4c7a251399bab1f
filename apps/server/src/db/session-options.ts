/**
 * What every PostgreSQL connection of the server sets as it opens (the startup packet's `options`: no round trip).
 *
 * Dates written in the ISO style, whatever the database's own DateStyle. The server takes dates as the text
 * PostgreSQL writes (Drizzle's string dates, the curves' text rows), and a database set up with another style
 * ('SQL, DMY' writes 29/02/2020) gave every date in it: a child's birth date came back as 29/02/2020 and no growth
 * file could be opened (process/date-style.test.ts).
 *
 * No JIT compilation. The server's statements are short reads by index; PostgreSQL compiles a statement whose
 * estimated cost passes `jit_above_cost` (100,000), which a statement over many rows of subqueries does on its
 * estimate alone: the clinical summary of 400 children (one index lookup each, clinical-summary/repository.ts) took
 * 152-165 ms with the compilation and 63 ms without.
 *
 * PGlite is the server's own and keeps its defaults: ISO dates, and no JIT in its build.
 */
export const SESSION_OPTIONS = '-c DateStyle=ISO,MDY -c jit=off';
