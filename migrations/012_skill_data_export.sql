-- Skills keep their data in per-chat directories (DATA_DIR/skills/<skill>/<chat>/) since
-- they run contained and cannot open this database. The notes and feeds rows written
-- before are exported there once per chat at start; this records what was exported. The
-- old tables stay as they were (a backup; nothing reads them any more).
CREATE TABLE skill_data_exports (
  skill        TEXT NOT NULL,
  chat_id      INTEGER NOT NULL,
  items        INTEGER NOT NULL,
  exported_at  INTEGER NOT NULL,
  PRIMARY KEY (skill, chat_id)
);
