package dev.shutter.ports.in;

import dev.shutter.ports.out.Stages;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * An executor whose work runs on the thread that waits for a stage ({@link #join}): what a stage hands on to be
 * run where it may block runs on the waiting thread, never on the thread where the stage completed (an event loop)
 * and never queued behind the waiting thread's own kind (a pool all of whose threads wait).
 */
final class WaitingThread implements Executor {

    private final BlockingQueue<Runnable> work = new LinkedBlockingQueue<>();

    @Override
    public void execute(Runnable task) {
        work.add(task);
    }

    /** The answer of {@code stage}, running what was handed here meanwhile; its failure thrown as it was. */
    <T> T join(CompletionStage<T> stage) {
        CompletableFuture<T> done = stage.toCompletableFuture();
        done.whenComplete((answer, failure) -> work.add(() -> {}));
        try {
            while (!done.isDone()) {
                work.take().run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the storage", e);
        }
        return Stages.joined(done);
    }
}
