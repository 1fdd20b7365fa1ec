-- The admissions of one instance taken together (services/trust/request-limits.ts): entry i is one client's
-- (slot key sk[i]) lease to release (rel[i]) and/or request to admit (window wk[i] of max mx[i], ending at we[i] ms
-- if new; lease ls[i] taken while fewer than cap[i] live leases remain). The caller sends each client at most once
-- and the entries in slot-key order; each entry locks its window row before its slot row, so two batches (or a
-- batch and any single admission) always lock rows in one order and cannot deadlock.
CREATE FUNCTION yc_admission(sk text[], wk text[], mx int[], we bigint[], ls text[], cap int[], rel text[], now_ms bigint)
RETURNS TABLE (n int, count int, taken boolean) LANGUAGE plpgsql AS $$
DECLARE
  now_ts timestamptz := to_timestamp(now_ms / 1000.0);
  c int;
  took boolean;
BEGIN
  FOR i IN 1 .. coalesce(array_length(sk, 1), 0) LOOP
    c := NULL;
    took := NULL;
    IF wk[i] IS NOT NULL THEN
      INSERT INTO request_limits AS r (key, count, reset_at) VALUES (wk[i], 1, to_timestamp(we[i] / 1000.0))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.reset_at <= now_ts THEN 1 ELSE r.count + 1 END,
        reset_at = CASE WHEN r.reset_at <= now_ts THEN excluded.reset_at ELSE r.reset_at END
      RETURNING r.count INTO c;
    END IF;
    IF rel[i] IS NOT NULL THEN
      UPDATE request_limits SET leases = array_remove(leases, rel[i]) WHERE key = sk[i];
    END IF;
    IF c IS NOT NULL AND c <= mx[i] THEN
      INSERT INTO request_limits AS r (key, leases) VALUES (sk[i], ARRAY[ls[i]])
      ON CONFLICT (key) DO UPDATE SET
        leases = array_append(array(SELECT l FROM unnest(r.leases) l WHERE split_part(l, ':', 1)::bigint > now_ms), ls[i])
      WHERE cardinality(array(SELECT l FROM unnest(r.leases) l WHERE split_part(l, ':', 1)::bigint > now_ms)) < cap[i]
      RETURNING true INTO took;
    END IF;
    n := i;
    count := c;
    taken := coalesce(took, false);
    RETURN NEXT;
  END LOOP;
END $$;
