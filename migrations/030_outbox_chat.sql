-- The claim check reads a chat's recent messages from the outbox ("I sent you the digest
-- this morning" is backed by a delivered row of an earlier turn).
CREATE INDEX outbox_chat ON outbox(chat_id, id);
