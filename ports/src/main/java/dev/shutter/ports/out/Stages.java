package dev.shutter.ports.out;

import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Waiting for a stage of the storage ({@link Storage#authenticated}) on a thread that may block, as a blocking
 * caller does.
 */
public final class Stages {

    private Stages() {}

    /** The answer of {@code stage}, waited for; its failure thrown as the storage threw it. */
    public static <T> T joined(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw e;
        }
    }
}
