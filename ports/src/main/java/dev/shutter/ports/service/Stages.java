package dev.shutter.ports.service;

import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/** Waiting for the storage's stages where a use case runs on a thread that may block. */
final class Stages {

    private Stages() {}

    /** The answer of {@code stage}, waited for; its failure thrown as the storage threw it. */
    static <T> T joined(CompletionStage<T> stage) {
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
