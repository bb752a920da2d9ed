package dev.shutter.ports.in;

/** The {@code X-Ratelimit-Limit} and {@code X-Ratelimit-Remaining} of a request. */
public record RateStatus(long limit, long remaining) {}
