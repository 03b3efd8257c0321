-- Per-chat queues read the inbox by chat; a forwarded message keeps where it came from
-- (it reaches the model marked as forwarded content, never as the user's instructions).
ALTER TABLE inbox ADD COLUMN forwarded_from TEXT;
CREATE INDEX inbox_chat_pending ON inbox(chat_id, update_id) WHERE status = 'pending';
