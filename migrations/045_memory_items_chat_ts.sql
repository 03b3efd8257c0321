-- Time words in a question ("last week", "지난주") read a chat's items by time: without this
-- index every such question scanned all of the chat's items. It also gives the id span of a
-- time range, which bounds the full-text query of that range (src/memory/store.ts).
CREATE INDEX IF NOT EXISTS memory_items_chat_ts ON memory_items(chat_id, ts);
