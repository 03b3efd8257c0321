-- The tool-call ledger, the outbox for everything sent to Telegram, fetched documents.
CREATE TABLE tool_calls (
  id               INTEGER PRIMARY KEY,
  turn_id          INTEGER NOT NULL,
  chat_id          INTEGER NOT NULL,
  conversation_id  INTEGER NOT NULL,
  call_id          TEXT NOT NULL,          -- the model's tool_call id
  name             TEXT NOT NULL,
  skill            TEXT,
  command          TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('running', 'success', 'error', 'timeout')),
  summary          TEXT NOT NULL DEFAULT '',
  frame            TEXT,                   -- plain | envelope | passthrough | broken | refused
  output_chars     INTEGER,
  started_at       INTEGER NOT NULL,
  ended_at         INTEGER
);
CREATE INDEX tool_calls_chat ON tool_calls(chat_id, id);
CREATE INDEX tool_calls_turn ON tool_calls(turn_id);

CREATE TABLE outbox (
  id              INTEGER PRIMARY KEY,
  chat_id         INTEGER NOT NULL,        -- always the chat of the turn that produced it
  turn_id         INTEGER,
  kind            TEXT NOT NULL CHECK (kind IN ('reply', 'presentation', 'notice', 'digest')),
  text            TEXT NOT NULL,
  reply_to        INTEGER,
  status          TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'unknown', 'abandoned')),
  message_ids     TEXT,                    -- JSON array, from Telegram's answers
  attempts        INTEGER NOT NULL DEFAULT 0,
  error           TEXT,
  message_row_id  INTEGER,                 -- messages.id whose delivery this records
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX outbox_open ON outbox(status) WHERE status IN ('pending', 'sending', 'failed');
CREATE INDEX outbox_turn ON outbox(turn_id);

CREATE TABLE documents (
  id               INTEGER PRIMARY KEY,
  chat_id          INTEGER NOT NULL,
  conversation_id  INTEGER NOT NULL,
  tool_call_id     INTEGER,
  message_row_id   INTEGER,
  url              TEXT,
  title            TEXT,
  content          TEXT NOT NULL,          -- kept whole, byte for byte
  fetched_at       INTEGER NOT NULL
);
CREATE INDEX documents_chat ON documents(chat_id, id);
