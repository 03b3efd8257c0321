-- Who set a schedule up, so its prompt replays with provenance (never as fresh words of
-- the user): the owner with /digest add, or the assistant (from a turn) with the owner's
-- Allow. Rows from before this migration are 'unknown'.
ALTER TABLE schedules ADD COLUMN origin TEXT NOT NULL DEFAULT 'unknown' CHECK (origin IN ('owner', 'assistant', 'unknown'));
ALTER TABLE schedules ADD COLUMN created_by INTEGER;      -- Telegram user id (the owner who typed it, or who allowed it)
ALTER TABLE schedules ADD COLUMN origin_turn_id INTEGER;  -- the turn whose model proposed it
