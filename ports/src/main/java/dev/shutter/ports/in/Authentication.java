package dev.shutter.ports.in;

import dev.shutter.domain.Failure;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The outcome of authenticating a request, and the rate budget it was counted against when it got that
 * far: a request refused for its scope (checked after the rate limit) still reports its budget, so its
 * answer can carry the {@code X-Ratelimit-*} headers.
 */
public record Authentication(Either<Failure, Caller> outcome, Option<RateStatus> rate) {}
