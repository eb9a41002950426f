-- Written by hand. A GIN index takes new rows into its pending list, and the statement whose insert finds that list
-- past gin_pending_list_limit (4 MB by default) merges the whole list into the index before it returns: 50-150 ms
-- under the payments bench (a capture hit such a merge about once a second: its audit, order and admission search
-- indexes each fill 4 MB in seconds), and every search reads the unsorted list in full meanwhile. With 256 kB each merge is about a
-- sixteenth of that; the index holds the same entries. Every GIN index there is now; a GIN index added later sets it in
-- its own migration (`WITH (gin_pending_list_limit = 256)`).
DO $$
DECLARE i regclass;
BEGIN
  FOR i IN SELECT c.oid::regclass FROM pg_class c JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE a.amname = 'gin' AND c.relkind = 'i' AND n.nspname = current_schema()
  LOOP
    EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 256)', i);
  END LOOP;
END $$;
