-- Actions the model started that wait for the owner's Allow (schedules, actions of skills
-- that declare metadata.confirm). The token is random and opaque: it travels in the
-- inline button's callback_data and is the only way to decide the action.
CREATE TABLE pending_actions (
  id               INTEGER PRIMARY KEY,
  token            TEXT NOT NULL UNIQUE,
  chat_id          INTEGER NOT NULL,
  kind             TEXT NOT NULL,          -- schedule | exec
  payload          TEXT NOT NULL,          -- JSON: what runs after Allow
  question         TEXT NOT NULL,          -- JSON {title, details}: what the owner was asked
  turn_id          INTEGER,                -- the turn whose model started it
  conversation_id  INTEGER,
  status           TEXT NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'allowed', 'denied', 'expired', 'done', 'failed')),
  message_id       INTEGER,                -- the question with the buttons
  created_at       INTEGER NOT NULL,
  expires_at       INTEGER NOT NULL,
  decided_at       INTEGER,
  decided_by       INTEGER,                -- Telegram user id
  result           TEXT
);
CREATE INDEX pending_actions_chat ON pending_actions(chat_id, status);
