-- The newest rows of a search kind holding the words `q`, newest first, at most `want`: the global search's
-- read (modules/search/search.ts). Every document holds, for each level L below `levels`, the lexeme
-- `<kind>#L.<row_id >> (bits + 2L)>`: the block of ids it falls in, 2^bits ids at level 0, four times as many at each
-- level up (modules/search/words.ts). The rows are read one block at a time from the newest, each block larger
-- than the one before as far as the blocks' bounds allow (1, 4, 16 … times 2^bits ids), each through the GIN index
-- (`q` and the block's one lexeme, so the index walks only the block's rows) and sorted alone, stopping once `want`
-- are found: a common word reads a few thousand rows of its newest block, not every row holding it. Every row of a
-- block is newer than the next block's.
CREATE OR REPLACE FUNCTION search_newest(k text, q tsquery, want integer, bits integer, levels integer)
RETURNS SETOF bigint
LANGUAGE plpgsql STABLE
SET jit = off
AS $$
DECLARE
  hi bigint;
  cap integer := 0;
  level integer;
  size bigint;
  got integer := 0;
  n integer;
BEGIN
  IF want <= 0 THEN RETURN; END IF;
  -- The end of the newest block (exclusive).
  SELECT ((max(d.row_id) >> bits) + 1) << bits INTO hi FROM search_document d WHERE d.kind = k;
  WHILE hi > 0 AND got < want LOOP
    level := cap;
    WHILE hi % (1::bigint << (bits + 2 * level)) <> 0 LOOP level := level - 1; END LOOP;
    size := 1::bigint << (bits + 2 * level);
    RETURN QUERY SELECT d.row_id FROM search_document d
      WHERE d.words @@ (q && quote_literal(k || '#' || level || '.' || ((hi - size) >> (bits + 2 * level)))::tsquery)
      ORDER BY d.row_id + 0 DESC LIMIT want - got;
    GET DIAGNOSTICS n = ROW_COUNT;
    got := got + n;
    hi := hi - size;
    cap := least(cap + 1, levels - 1);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The documents written before the blocks and the words' beginnings were indexed lack them: emptied here, they are
-- written again in the background at the server's next start (modules/search/index.ts); searches answer with what
-- is written so far meanwhile.
TRUNCATE search_document;
