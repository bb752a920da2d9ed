package dev.shutter.ports.in;

/** What one housekeeping sweep deleted, by kind. */
public record Sweep(int codes, int sessions, int tokens, int rateBuckets, int loginThrottles) {

    /** Everything it deleted. */
    public int total() {
        return codes + sessions + tokens + rateBuckets + loginThrottles;
    }
}
