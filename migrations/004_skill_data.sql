-- Data owned by the built-in skills (their CLIs open this database).
CREATE TABLE notes (
  id          INTEGER PRIMARY KEY,
  chat_id     INTEGER NOT NULL,
  text        TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX notes_chat ON notes(chat_id, id);

CREATE TABLE feeds (
  id            INTEGER PRIMARY KEY,
  chat_id       INTEGER NOT NULL,
  url           TEXT NOT NULL,
  title         TEXT,
  added_at      INTEGER NOT NULL,
  last_read_at  INTEGER,
  UNIQUE (chat_id, url)
);

CREATE TABLE feed_items (
  feed_id       INTEGER NOT NULL,
  guid          TEXT NOT NULL,
  title         TEXT,
  link          TEXT,
  published_at  INTEGER,
  seen_at       INTEGER NOT NULL,
  PRIMARY KEY (feed_id, guid)
);
