/**
 * The history of every result: a store (SQLite by default, PostgreSQL when shared) of each run's
 * figures by series, filled from results folders, which stay the source of truth, and read back
 * as trends, change points and a gate.
 */
package jsonmark.history;
