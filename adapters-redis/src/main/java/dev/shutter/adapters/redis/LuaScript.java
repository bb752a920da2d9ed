package dev.shutter.adapters.redis;

import io.lettuce.core.RedisNoScriptException;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.api.sync.RedisCommands;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * A Lua script run by its SHA-1 ({@code EVALSHA}), so that a count sends a few bytes, not the script; when
 * Redis does not know it (restarted, flushed, another server) it is sent whole once ({@code EVAL}), which
 * also caches it there.
 */
final class LuaScript {

    private final String source;
    private final String sha;

    private LuaScript(String source) {
        this.source = source;
        this.sha = sha1(source);
    }

    /** The script in the resource {@code name} beside this class. */
    static LuaScript load(String name) {
        try (InputStream in = LuaScript.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the script " + name + " is missing from the jar");
            }
            return new LuaScript(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String sha() {
        return sha;
    }

    /** Runs the script on {@code keys} with {@code args}: one round trip, two when Redis had not seen it. */
    <T> T run(RedisCommands<String, String> redis, ScriptOutputType type, String[] keys, String... args) {
        try {
            return redis.evalsha(sha, type, keys, args);
        } catch (RedisNoScriptException e) {
            return redis.eval(source, type, keys, args);
        }
    }

    /**
     * Sends the script on {@code keys} with {@code args} and answers when Redis does, without waiting here;
     * sent whole when Redis had not seen it.
     */
    <T> CompletableFuture<T> send(
            RedisAsyncCommands<String, String> redis, ScriptOutputType type, String[] keys, String... args) {
        return redis.<T>evalsha(sha, type, keys, args)
                .toCompletableFuture()
                .exceptionallyCompose(failure -> unwrapped(failure) instanceof RedisNoScriptException
                        ? redis.<T>eval(source, type, keys, args).toCompletableFuture()
                        : CompletableFuture.failedFuture(unwrapped(failure)));
    }

    /** The failure a future's stage reports, without the {@link CompletionException} around it. */
    static Throwable unwrapped(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }

    private static String sha1(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-1", e);
        }
    }
}
