-- Long-term memory: exchanges and document passages, searchable by full text now and by
-- vector once embedded. The vector tables are created at run time with the embedding
-- model's dimension (see src/memory/vector-index.ts); a model change never mixes vectors.
CREATE TABLE memory_items (
  id               INTEGER PRIMARY KEY,
  chat_id          INTEGER NOT NULL,
  conversation_id  INTEGER NOT NULL,
  kind             TEXT NOT NULL CHECK (kind IN ('exchange', 'document')),
  source_id        INTEGER,                -- turns.id for exchanges, documents.id for passages
  text             TEXT NOT NULL,
  ts               INTEGER NOT NULL,
  embed_state      TEXT NOT NULL DEFAULT 'pending' CHECK (embed_state IN ('pending', 'done', 'failed'))
);
CREATE INDEX memory_items_chat ON memory_items(chat_id, id);
CREATE INDEX memory_items_conversation ON memory_items(conversation_id);
CREATE INDEX memory_items_pending ON memory_items(embed_state) WHERE embed_state = 'pending';

-- Terms are n-grams built in code (src/memory/terms.ts): Hangul and other CJK words are
-- indexed as character bigrams so 2-syllable Korean words ("운동") are found too.
CREATE VIRTUAL TABLE memory_fts USING fts5(terms, content='', contentless_delete=1);

CREATE TABLE conversation_tags (
  conversation_id  INTEGER NOT NULL,
  tag              TEXT NOT NULL,
  PRIMARY KEY (conversation_id, tag)
);
CREATE INDEX conversation_tags_tag ON conversation_tags(tag);

-- usage_count = number of conversations carrying the tag; "generic" is computed from it
-- at query time (>= 15% of tagged conversations).
CREATE TABLE tag_registry (
  tag          TEXT PRIMARY KEY,
  usage_count  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE meta (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);
