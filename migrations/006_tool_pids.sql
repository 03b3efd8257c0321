-- The process group of a running skill CLI, so a restart can stop what a crash left behind.
ALTER TABLE tool_calls ADD COLUMN pid INTEGER;
