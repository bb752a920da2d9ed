package dev.shutter.adapters.redis;

import io.lettuce.core.RedisNoScriptException;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.sync.RedisCommands;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

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

    private static String sha1(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-1", e);
        }
    }
}
