CREATE OR REPLACE FUNCTION {schema}.shutter_spend(
    p_requests INTEGER[],
    p_keys VARCHAR[],
    p_limits BIGINT[],
    p_minute BIGINT,
    p_oldest BIGINT,
    p_swept VARCHAR[],
    p_expired BIGINT,
    p_relaxed BOOLEAN)
RETURNS TABLE (request INTEGER, spent INTEGER, rate_key VARCHAR, minute_start BIGINT, requests BIGINT)
LANGUAGE plpgsql VOLATILE
AS $$
#variable_conflict use_column
DECLARE
    v_keys VARCHAR[];
    v_made BIGINT[];
    v_counts JSONB;
    v_before BIGINT[];
    v_at INTEGER[];
    v_full BOOLEAN[];
    v_n INTEGER := COALESCE(cardinality(p_requests), 0);
    v_first INTEGER := 1;
    v_last INTEGER;
    v_held BOOLEAN;
    v_fits BOOLEAN;
    v_row RECORD;
BEGIN
    IF p_relaxed THEN
        PERFORM set_config('synchronous_commit', 'off', true);
    END IF;
    IF v_n = 0 THEN
        RETURN;
    END IF;
    v_keys := ARRAY(SELECT DISTINCT x.k FROM unnest(p_keys) AS x (k) ORDER BY x.k);
    IF COALESCE(cardinality(p_swept), 0) > 0 THEN
        DELETE FROM {schema}.shutter_rate_counters c WHERE c.rate_key = ANY (p_swept) AND c.minute_start <= p_expired;
    END IF;
    v_made := array_fill(NULL::BIGINT, ARRAY[cardinality(v_keys)]);
    v_before := array_fill(0::BIGINT, ARRAY[cardinality(v_keys)]);
    v_full := array_fill(FALSE, ARRAY[cardinality(v_keys)]);
    -- the keys' rows of the minute, locked in the order of the keys, as every spending locks them
    FOR v_row IN SELECT c.rate_key AS k, c.requests AS r FROM {schema}.shutter_rate_counters c
            WHERE c.rate_key = ANY (v_keys) AND c.minute_start = p_minute ORDER BY c.rate_key FOR UPDATE LOOP
        v_made[array_position(v_keys, v_row.k)] := v_row.r;
    END LOOP;
    -- the rows missing, made at zero in the same order
    FOR v_row IN INSERT INTO {schema}.shutter_rate_counters AS c (rate_key, minute_start, requests)
            SELECT x.k, p_minute, 0 FROM unnest(v_keys, v_made) AS x (k, m) WHERE x.m IS NULL ORDER BY x.k
            ON CONFLICT (rate_key, minute_start) DO NOTHING RETURNING c.rate_key AS k LOOP
        v_made[array_position(v_keys, v_row.k)] := 0;
    END LOOP;
    -- a row another statement made meanwhile, held if no one holds it now (waiting here could wait crosswise)
    IF array_position(v_made, NULL) IS NOT NULL THEN
        FOR v_row IN SELECT c.rate_key AS k, c.requests AS r FROM {schema}.shutter_rate_counters c
                WHERE c.rate_key = ANY (ARRAY(SELECT x.k FROM unnest(v_keys, v_made) AS x (k, m) WHERE x.m IS NULL))
                AND c.minute_start = p_minute ORDER BY c.rate_key FOR UPDATE SKIP LOCKED LOOP
            v_made[array_position(v_keys, v_row.k)] := v_row.r;
        END LOOP;
    END IF;
    -- the ended minutes of the hour, which no longer change
    FOR v_row IN SELECT c.rate_key AS k, SUM(c.requests) AS r FROM {schema}.shutter_rate_counters c
            WHERE c.rate_key = ANY (v_keys) AND c.minute_start >= p_oldest AND c.minute_start < p_minute
            GROUP BY c.rate_key LOOP
        v_before[array_position(v_keys, v_row.k)] := v_row.r;
    END LOOP;
    v_at := ARRAY(SELECT array_position(v_keys, x.k) FROM unnest(p_keys) WITH ORDINALITY AS x (k, i) ORDER BY x.i);
    -- each request in turn: counted in all of its keys if each has room, else in none; not held: not decided
    WHILE v_first <= v_n LOOP
        v_last := v_first;
        WHILE v_last < v_n AND p_requests[v_last + 1] = p_requests[v_first] LOOP
            v_last := v_last + 1;
        END LOOP;
        v_held := TRUE;
        v_fits := TRUE;
        FOR i IN v_first..v_last LOOP
            IF v_made[v_at[i]] IS NULL THEN
                v_held := FALSE;
            ELSIF v_before[v_at[i]] + v_made[v_at[i]] >= p_limits[i] THEN
                v_fits := FALSE;
                v_full[v_at[i]] := TRUE;
            END IF;
        END LOOP;
        IF v_held AND v_fits THEN
            FOR i IN v_first..v_last LOOP
                v_made[v_at[i]] := v_made[v_at[i]] + 1;
            END LOOP;
        END IF;
        FOR i IN v_first..v_last LOOP
            request := p_requests[i];
            spent := CASE WHEN NOT v_held THEN NULL WHEN v_fits THEN 1 ELSE 0 END;
            rate_key := p_keys[i];
            minute_start := p_minute;
            requests := COALESCE(v_made[v_at[i]], 0);
            RETURN NEXT;
        END LOOP;
        v_first := v_last + 1;
    END LOOP;
    -- each key's row written once, with every count of the batch: its keys named (= ANY), as the statements above
    -- name them, and each row's count found by its key in one object (a key not held has none, and its row is not
    -- written). Joined with the unnested counts, a plan read every key's row of the minute, or ran through the
    -- unnested counts once for each row: a time that grew with the square of the batch's keys.
    v_counts := jsonb_object(CAST(v_keys AS TEXT[]), CAST(v_made AS TEXT[]));
    UPDATE {schema}.shutter_rate_counters c SET requests = CAST(v_counts ->> c.rate_key AS BIGINT)
        WHERE c.rate_key = ANY (v_keys) AND c.minute_start = p_minute
        AND c.requests <> CAST(v_counts ->> c.rate_key AS BIGINT);
    -- the ended minutes: a key that had room for every request of the batch, their sum as one bucket at the
    -- hour's oldest minute (all that allowing needs, however long the hour); a full key, its buckets one a minute
    -- (when its budget frees again)
    RETURN QUERY SELECT 0, CAST(NULL AS INTEGER), x.k, p_oldest, x.b
        FROM unnest(v_keys, v_before, v_full) AS x (k, b, f) WHERE NOT x.f AND x.b > 0;
    IF array_position(v_full, TRUE) IS NOT NULL THEN
        RETURN QUERY SELECT 0, CAST(NULL AS INTEGER), c.rate_key, c.minute_start, c.requests
            FROM {schema}.shutter_rate_counters c
            WHERE c.rate_key = ANY (ARRAY(SELECT x.k FROM unnest(v_keys, v_full) AS x (k, f) WHERE x.f))
            AND c.minute_start >= p_oldest AND c.minute_start < p_minute AND c.requests > 0;
    END IF;
END
$$
