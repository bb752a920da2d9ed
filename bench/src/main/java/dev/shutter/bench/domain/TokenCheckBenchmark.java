package dev.shutter.bench.domain;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.oauth.TokenState;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What one request's authentication costs in the domain: the SHA-256 of the presented token (the
 * storage lookup key) and the token's state under the policy. No slow hash: a token has 192 random bits.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TokenCheckBenchmark {

    private String presented;
    private AccessToken stored;
    private Instant now;
    private TokenPolicy noExpiry;
    private TokenPolicy expiring;

    @Setup
    public void setUp() {
        byte[] random = new byte[Secrets.TOKEN_BYTES];
        for (int i = 0; i < random.length; i++) {
            random[i] = (byte) (i * 37 + 11);
        }
        UserId user = new UserId("1001");
        presented = Secrets.accessToken(user, random);
        Instant issued = Instant.parse("2016-01-01T00:00:00Z");
        stored = AccessToken.issue(
                presented,
                user,
                new ClientId("bench"),
                Scopes.of(List.of(dev.shutter.domain.oauth.Scope.BASIC, dev.shutter.domain.oauth.Scope.COMMENTS)),
                issued,
                Option.none());
        now = issued.plus(Duration.ofMinutes(30));
        noExpiry = TokenPolicy.noExpiry();
        expiring = new TokenPolicy(Option.some(Duration.ofDays(60)), Option.some(Duration.ofDays(7)));
    }

    /** The lookup key of the presented token. */
    @Benchmark
    public String sha256OfToken() {
        return Hashes.sha256Hex(presented);
    }

    /** The whole check with the default policy (tokens do not expire). */
    @Benchmark
    public TokenState tokenCheck() {
        String key = Hashes.sha256Hex(presented);
        return key.equals(stored.tokenHash()) ? stored.stateAt(now, noExpiry) : TokenState.REVOKED;
    }

    /**
     * The whole check under a maximum age and an idle timeout, and the decision to record the use (due:
     * the token was last used half an hour ago).
     */
    @Benchmark
    public boolean tokenCheckWithExpiry() {
        String key = Hashes.sha256Hex(presented);
        return key.equals(stored.tokenHash())
                && stored.stateAt(now, expiring) == TokenState.VALID
                && stored.useWorthRecording(now, expiring);
    }
}
