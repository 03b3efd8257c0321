-- /model: the main model a chat chose (absent: MAIN_MODEL).
CREATE TABLE chat_models (
  chat_id  INTEGER PRIMARY KEY,
  model    TEXT NOT NULL,
  set_at   INTEGER NOT NULL
);

-- /usage: one row per answered main-model call, from the provider's usage fields;
-- estimated = 1 when the provider reported none and the counts are ours.
CREATE TABLE model_usage (
  id                 INTEGER PRIMARY KEY,
  chat_id            INTEGER NOT NULL,
  turn_id            INTEGER,
  day                TEXT NOT NULL,          -- YYYY-MM-DD in the configured time zone
  model              TEXT NOT NULL,
  prompt_tokens      INTEGER NOT NULL,
  completion_tokens  INTEGER NOT NULL,
  estimated          INTEGER NOT NULL DEFAULT 0,
  at                 INTEGER NOT NULL
);
CREATE INDEX model_usage_chat_day ON model_usage(chat_id, day);
