-- Photos, voice notes, documents, replies and edits (issue 12).
-- What arrived besides text is kept with the inbox row (JSON), so a restart reads it
-- again from Telegram's file ids: the inbox stays the one record of what waits.
ALTER TABLE inbox ADD COLUMN attachments TEXT;      -- JSON [{kind, fileId, ...}]
ALTER TABLE inbox ADD COLUMN reply TEXT;            -- JSON {messageId, fromBot, text}
ALTER TABLE inbox ADD COLUMN media_group_id TEXT;   -- album parts share it
-- 'edit': an edited_message (text = the new text, edit_of = the edited message_id).
ALTER TABLE inbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'message';
ALTER TABLE inbox ADD COLUMN edit_of INTEGER;
CREATE INDEX inbox_chat_message ON inbox(chat_id, message_id);
CREATE INDEX inbox_album ON inbox(chat_id, media_group_id) WHERE media_group_id IS NOT NULL;

-- Images are stored once, by content hash, under DATA_DIR/media/.
CREATE TABLE media_files (
  hash        TEXT PRIMARY KEY,          -- sha256 of the stored (resized) bytes
  path        TEXT NOT NULL,             -- relative to DATA_DIR
  mime        TEXT NOT NULL,
  bytes       INTEGER NOT NULL,
  width       INTEGER,
  height      INTEGER,
  created_at  INTEGER NOT NULL
);

-- An edit to an older message: shown once as a correction in the next request.
CREATE TABLE pending_corrections (
  id          INTEGER PRIMARY KEY,
  chat_id     INTEGER NOT NULL,
  message_id  INTEGER NOT NULL,
  old_text    TEXT NOT NULL,
  new_text    TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX pending_corrections_chat ON pending_corrections(chat_id, id);

-- A reply that replaces an earlier one (an edited question re-answered) edits these
-- Telegram messages in place instead of sending new ones.
ALTER TABLE outbox ADD COLUMN edit_message_ids TEXT;  -- JSON array
