-- Chats, conversations, the durable inbox, turns and the transcript.
CREATE TABLE chats (
  chat_id          INTEGER PRIMARY KEY,
  conversation_id  INTEGER,               -- the current conversation (/new starts another)
  first_name       TEXT,
  language_code    TEXT,
  created_at       INTEGER NOT NULL
);

CREATE TABLE conversations (
  id            INTEGER PRIMARY KEY,
  chat_id       INTEGER NOT NULL,
  started_at    INTEGER NOT NULL,
  summary       TEXT NOT NULL DEFAULT '',  -- rolling summary of history folded out of requests
  summary_upto  INTEGER NOT NULL DEFAULT 0, -- messages.id up to which history is folded
  last_activity INTEGER NOT NULL,
  tagged_at     INTEGER                    -- last_activity value the tags were computed for
);
CREATE INDEX conversations_chat ON conversations(chat_id, id);

-- Every incoming message is written here before any work (deduplicated by update_id).
CREATE TABLE inbox (
  update_id     INTEGER PRIMARY KEY,
  chat_id       INTEGER NOT NULL,
  user_id       INTEGER NOT NULL,
  message_id    INTEGER NOT NULL,
  text          TEXT NOT NULL,
  first_name    TEXT,
  language_code TEXT,
  received_at   INTEGER NOT NULL,
  status        TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  turn_id       INTEGER
);
CREATE INDEX inbox_pending ON inbox(status, update_id) WHERE status = 'pending';

CREATE TABLE turns (
  id               INTEGER PRIMARY KEY,
  chat_id          INTEGER NOT NULL,
  conversation_id  INTEGER NOT NULL,
  source           TEXT NOT NULL CHECK (source IN ('user', 'schedule')),
  inbox_update_id  INTEGER,
  schedule_run_id  INTEGER,
  status           TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'error', 'aborted')),
  started_at       INTEGER NOT NULL,
  ended_at         INTEGER,
  trace            TEXT                    -- JSON: what the pipeline saw, for /why
);
CREATE INDEX turns_chat ON turns(chat_id, id);
CREATE INDEX turns_running ON turns(status) WHERE status = 'running';

-- The transcript. Roles are not CHECKed on purpose: a row that cannot be read is moved to
-- quarantine on load instead of failing the whole conversation.
CREATE TABLE messages (
  id               INTEGER PRIMARY KEY,
  conversation_id  INTEGER NOT NULL,
  chat_id          INTEGER NOT NULL,
  turn_id          INTEGER,
  role             TEXT NOT NULL,
  content          TEXT NOT NULL DEFAULT '',
  tool_calls       TEXT,                   -- JSON [{id, name, arguments}]
  tool_call_id     TEXT,
  provenance       TEXT NOT NULL DEFAULT 'user',   -- user | scheduled | assistant | tool
  status           TEXT NOT NULL DEFAULT 'complete', -- complete | partial
  meta             TEXT,                   -- JSON; tool rows: {skill, presentation, outboxId}
  created_at       INTEGER NOT NULL
);
CREATE INDEX messages_conversation ON messages(conversation_id, id);
CREATE INDEX messages_turn ON messages(turn_id);

CREATE TABLE quarantine (
  id              INTEGER PRIMARY KEY,
  source_table    TEXT NOT NULL,
  source_id       INTEGER,
  raw             TEXT NOT NULL,           -- the row as JSON, kept whole
  error           TEXT NOT NULL,
  quarantined_at  INTEGER NOT NULL
);

-- Lie detection, layer 3: shown once in the next request, kept across restarts.
CREATE TABLE pending_warnings (
  chat_id     INTEGER PRIMARY KEY,
  text        TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
