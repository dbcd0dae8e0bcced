-- The history store: one schema for SQLite and PostgreSQL, so only portable SQL here.
-- Times are ISO-8601 UTC text, which sorts as time in both.

-- One row per benchmark run (one summary.json report), by the id that run wrote into it.
CREATE TABLE runs (
  run_id VARCHAR(64) PRIMARY KEY,
  folder TEXT NOT NULL,
  started_at VARCHAR(40) NOT NULL,
  state VARCHAR(20) NOT NULL,
  benchmark TEXT NOT NULL,
  jsonmark_version TEXT NOT NULL,
  commit_id TEXT,
  machine VARCHAR(64) NOT NULL,
  machine_facts TEXT NOT NULL,
  recorded_at VARCHAR(40) NOT NULL
);

-- A series means one thing: a command with its libraries' versions, on one benchmark's data,
-- by one measure, on one machine, under one toolchain. A line groups the series of one command
-- on one benchmark, measure and machine, across library and toolchain versions.
CREATE TABLE series (
  series_id VARCHAR(64) PRIMARY KEY,
  line_id VARCHAR(64) NOT NULL,
  command_name TEXT NOT NULL,
  command TEXT NOT NULL,
  libraries TEXT NOT NULL,
  benchmark TEXT NOT NULL,
  data_identity TEXT NOT NULL,
  measure VARCHAR(20) NOT NULL,
  machine VARCHAR(64) NOT NULL,
  toolchain TEXT NOT NULL
);

-- One figure of one series in one run: a mean time in seconds or a mean instruction count.
CREATE TABLE points (
  run_id VARCHAR(64) NOT NULL REFERENCES runs (run_id),
  series_id VARCHAR(64) NOT NULL REFERENCES series (series_id),
  value DOUBLE PRECISION NOT NULL,
  low DOUBLE PRECISION NOT NULL,
  high DOUBLE PRECISION NOT NULL,
  samples INTEGER NOT NULL,
  exact INTEGER NOT NULL,
  PRIMARY KEY (run_id, series_id)
);

CREATE INDEX points_by_series ON points (series_id);
CREATE INDEX series_by_line ON series (line_id);
CREATE INDEX runs_by_start ON runs (started_at);
