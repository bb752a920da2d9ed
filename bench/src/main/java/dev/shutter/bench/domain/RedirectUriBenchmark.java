package dev.shutter.bench.domain;

import dev.shutter.domain.oauth.RedirectUri;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Matching a requested redirect URI against a registered one (docs/spec/photo-api.md 5.3, docs/spec/DECISIONS.md
 * section 4).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RedirectUriBenchmark {

    private RedirectUri registered;
    private RedirectUri withQuery;
    private RedirectUri loopback;

    @Setup
    public void setUp() {
        registered = RedirectUri.of("https://app.example/oauth/callback");
        withQuery = RedirectUri.of("https://app.example/oauth/callback?tenant=42");
        loopback = RedirectUri.of("http://127.0.0.1/callback");
    }

    /** The common case: the same URI, host in another case. */
    @Benchmark
    public boolean exact() {
        return registered.matches("https://APP.example/oauth/callback");
    }

    /** A registered query followed by more parameters. */
    @Benchmark
    public boolean registeredQueryThenMore() {
        return withQuery.matches("https://app.example/oauth/callback?tenant=42&from=mail");
    }

    /** A native app on an ephemeral loopback port. */
    @Benchmark
    public boolean loopbackAnyPort() {
        return loopback.matches("http://127.0.0.1:51234/callback");
    }

    /** A refusal: another path. */
    @Benchmark
    public boolean otherPath() {
        return registered.matches("https://app.example/oauth/callback/../evil");
    }
}
