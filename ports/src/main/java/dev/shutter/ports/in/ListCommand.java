package dev.shutter.ports.in;

import jakarta.validation.constraints.Size;

/**
 * A page of a relationship list: whose (the id as in the path, the caller's own for {@code self}), and
 * the raw {@code count} and {@code cursor} parameters (null when absent).
 */
public record ListCommand(
        @Size(max = 64) String userId,
        @Size(max = 16) String count,
        @Size(max = 256) String cursor) {

    /** The default page size. */
    public static final int DEFAULT_COUNT = 50;

    /** The largest page size. */
    public static final int MAX_COUNT = 200;
}
