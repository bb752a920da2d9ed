package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.JsonOut;
import dev.shutter.ports.in.Outcome;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;

/** One request, as an operation and as HTTP, with what to do first in each world. */
record SameRequest(
        String name,
        Function<AliceBobAndCarol, CompletableFuture<? extends Outcome<?>>> operation,
        Function<AliceBobAndCarol, V1Request> http,
        Function<Object, JsonOut> data,
        Consumer<AliceBobAndCarol> before) {
    @Override
    public String toString() {
        return name;
    }
}
