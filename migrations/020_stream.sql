-- Streamed replies and /stop (issue 11).
--
-- outbox.stream: NULL for an ordinary send. A draft (a status line or an answer being
-- written, edited in place) is a row whose message_ids are every message it has put on
-- Telegram, kept current as they are created:
--   status | text  the draft is live (what it shows now is in `text`)
--   final          the turn stored its reply (or notice) here: delivery edits the
--                  messages into the final text (edits are idempotent, so a restart redoes them)
--   interrupted    a restart found it live: its messages were marked, and the resumed
--                  turn takes them over
--   adopted        its messages were taken over by a newer draft row of the same turn
--   discarded      it held only a status line and was deleted
ALTER TABLE outbox ADD COLUMN stream TEXT;
CREATE INDEX outbox_stream ON outbox(stream) WHERE stream IN ('status', 'text', 'interrupted');

-- The ledger records a call the user stopped (/stop) as `stopped`. SQLite cannot change
-- a CHECK constraint in place: the table is rebuilt with the same columns and indexes.
CREATE TABLE tool_calls_new (
  id               INTEGER PRIMARY KEY,
  turn_id          INTEGER NOT NULL,
  chat_id          INTEGER NOT NULL,
  conversation_id  INTEGER NOT NULL,
  call_id          TEXT NOT NULL,
  name             TEXT NOT NULL,
  skill            TEXT,
  command          TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('running', 'success', 'error', 'timeout', 'stopped')),
  summary          TEXT NOT NULL DEFAULT '',
  frame            TEXT,
  output_chars     INTEGER,
  started_at       INTEGER NOT NULL,
  ended_at         INTEGER,
  pid              INTEGER
);
INSERT INTO tool_calls_new (id, turn_id, chat_id, conversation_id, call_id, name, skill, command, status, summary, frame, output_chars, started_at, ended_at, pid)
  SELECT id, turn_id, chat_id, conversation_id, call_id, name, skill, command, status, summary, frame, output_chars, started_at, ended_at, pid FROM tool_calls;
DROP TABLE tool_calls;
ALTER TABLE tool_calls_new RENAME TO tool_calls;
CREATE INDEX tool_calls_chat ON tool_calls(chat_id, id);
CREATE INDEX tool_calls_turn ON tool_calls(turn_id);
