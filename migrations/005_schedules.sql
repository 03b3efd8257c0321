-- Scheduled digests, per chat, with their run history.
CREATE TABLE schedules (
  id                    INTEGER PRIMARY KEY,
  chat_id               INTEGER NOT NULL,
  name                  TEXT NOT NULL,
  cron                  TEXT NOT NULL,
  timezone              TEXT NOT NULL,
  what_kind             TEXT NOT NULL CHECK (what_kind IN ('command', 'prompt')),
  what                  TEXT NOT NULL,
  status                TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_at            INTEGER NOT NULL,
  last_fire_at          INTEGER,           -- the scheduled time of the latest run handled
  consecutive_failures  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (chat_id, name)
);

CREATE TABLE schedule_runs (
  id             INTEGER PRIMARY KEY,
  schedule_id    INTEGER NOT NULL,
  scheduled_for  INTEGER NOT NULL,
  reason         TEXT NOT NULL CHECK (reason IN ('cron', 'manual', 'catch-up')),
  started_at     INTEGER NOT NULL,
  ended_at       INTEGER,
  status         TEXT NOT NULL DEFAULT 'running'
                 CHECK (status IN ('running', 'delivered', 'failed', 'skipped', 'interrupted')),
  message_ids    TEXT,
  error          TEXT,
  turn_id        INTEGER
);
CREATE INDEX schedule_runs_schedule ON schedule_runs(schedule_id, id);
