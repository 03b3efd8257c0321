-- The indexer asks for the next conversation to tag on every step (the bot's idle loop and
-- `npm run memory -- import` alike). Without this index that query scans and sorts every
-- conversation (8.7 ms at 1,000 conversations, 14 s over a 10,000-exchange import); with it,
-- it reads the first untagged row in last_activity order (0.06 ms). The WHERE clause is the
-- query's own (memory/store.ts), so SQLite can use the partial index.
CREATE INDEX conversations_untagged ON conversations(last_activity) WHERE last_activity > COALESCE(tagged_at, 0);
