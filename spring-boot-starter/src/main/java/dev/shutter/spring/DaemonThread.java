package dev.shutter.spring;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/** The starter's background work: one daemon thread each, named, so that it never keeps the JVM up. */
final class DaemonThread {

    private DaemonThread() {}

    static ScheduledExecutorService named(String name) {
        return Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        });
    }
}
