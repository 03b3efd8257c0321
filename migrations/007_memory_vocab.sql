-- Document frequencies of the full-text terms: a query searches only the terms that
-- discriminate (common ones would make every search scan most of the memory).
CREATE VIRTUAL TABLE memory_vocab USING fts5vocab(memory_fts, row);
