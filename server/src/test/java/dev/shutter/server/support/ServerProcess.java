package dev.shutter.server.support;

import dev.shutter.server.ShutterServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** {@code ShutterServer} in a JVM of its own, its output in files of {@code dir}: for what a process does. */
public final class ServerProcess implements AutoCloseable {

    private final Process process;
    private final Path out;
    private final Path err;

    private ServerProcess(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    /** Starts the server with {@code args} and waits until it says it is serving. */
    public static ServerProcess start(Path dir, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                ShutterServer.class.getName(),
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--data-dir",
                dir.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("process.out");
        Path err = dir.resolve("process.err");
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().keySet().removeIf(key -> key.startsWith("SHUTTER_"));
        try {
            ServerProcess server = new ServerProcess(builder.start(), out, err);
            server.awaitServing();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends {@code signal} ({@code TERM}, {@code INT}) and waits for the exit code. */
    public int stopWith(String signal) {
        try {
            new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid()))
                    .inheritIO()
                    .start()
                    .waitFor();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                throw new AssertionError("the server did not stop on SIG" + signal);
            }
            return process.exitValue();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** What it printed so far, standard output then standard error. */
    public String output() {
        try {
            return Files.readString(out, StandardCharsets.UTF_8) + Files.readString(err, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitServing() {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        try {
            while (System.nanoTime() < deadline) {
                if (output().contains("Shutter is serving ")) {
                    return;
                }
                if (!process.isAlive()) {
                    break;
                }
                Thread.sleep(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not start: " + output());
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
