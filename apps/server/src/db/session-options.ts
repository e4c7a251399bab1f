/**
 * What every PostgreSQL connection of the server sets as it opens (the startup packet's `options`: no round trip):
 * dates written in the ISO style, whatever the database's own DateStyle. The server takes dates as the text
 * PostgreSQL writes (Drizzle's string dates, the curves' text rows), and a database set up with another style
 * ('SQL, DMY' writes 29/02/2020) gave every date in it: a child's birth date came back as 29/02/2020 and no growth
 * file could be opened (process/date-style.test.ts). PGlite is the server's own and keeps the default, ISO.
 */
export const SESSION_OPTIONS = '-c DateStyle=ISO,MDY';
