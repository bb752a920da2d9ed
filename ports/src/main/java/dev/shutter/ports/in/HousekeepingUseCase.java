package dev.shutter.ports.in;

import dev.shutter.domain.retention.Retention;

/**
 * Deletes what no rule reads any more (used and expired codes, expired sessions, ended tokens after the
 * grace, rate buckets out of the hour, stale login throttles), in small batches that each hold their locks
 * only briefly. A host runs it on an interval; it is safe on any number of nodes at once.
 */
public interface HousekeepingUseCase {

    /** Rows one statement deletes at most: small enough that no lock is held for long. */
    int BATCH = 500;

    /** One sweep at the current time; what it deleted. */
    Sweep sweep(Retention retention);
}
