package dev.shutter.adapters.http;

import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageThreads;
import io.vavr.control.Option;
import java.net.InetAddress;
import java.util.Collection;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/** The options of a {@link Surface}, the same whatever web server serves it; each is checked when set. */
public final class SurfaceOptions {

    /** The shortest admin token accepted: a guessable one would open the whole operator API. */
    public static final int MIN_ADMIN_TOKEN = 16;

    private final Shutter shutter;
    private Option<String> publicUrl = Option.none();
    private Option<String> adminToken = Option.none();
    private TrustedProxies trustedProxies = TrustedProxies.none();
    private StorageThreads storageThreads = StorageThreads.blocking();
    private Randomness randomness;
    private BooleanSupplier storageReachable = () -> true;

    SurfaceOptions(Shutter shutter) {
        this.shutter = Objects.requireNonNull(shutter, "shutter");
    }

    /**
     * The base URL clients use for the surface's root (an absolute http(s) URL without query or fragment; where
     * the host mounts the surface under a prefix, with that prefix), for {@code next_url}, {@code iss} and the
     * pages' links. By default, the scheme, host and port each request was sent to, and where it was mounted.
     */
    public SurfaceOptions publicUrl(String url) {
        Objects.requireNonNull(url, "url");
        if (!BaseUrl.isValid(url)) {
            throw new IllegalArgumentException(
                    "the public URL must be an absolute http(s) URL without query or fragment");
        }
        this.publicUrl = Option.some(url);
        return this;
    }

    /**
     * The bearer token of the operator API, {@value #MIN_ADMIN_TOKEN} characters or more. Without one, the
     * operator API answers the catalogue's 404 to everything.
     */
    public SurfaceOptions adminToken(String token) {
        Objects.requireNonNull(token, "token");
        if (token.length() < MIN_ADMIN_TOKEN) {
            throw new IllegalArgumentException("the admin token must be at least " + MIN_ADMIN_TOKEN + " characters");
        }
        this.adminToken = Option.some(token);
        return this;
    }

    /** Proxies whose {@code X-Forwarded-Proto: https} says a request came over TLS; none by default. */
    public SurfaceOptions trustedProxies(Collection<InetAddress> proxies) {
        this.trustedProxies = TrustedProxies.of(proxies);
        return this;
    }

    /**
     * What threads the calls of the storage under the {@link Shutter} need: pass the storage's own ({@code
     * storage.threads()}). When a call may wait on I/O (the default, {@link StorageThreads#blocking()}, always
     * safe), the API hands its writes to worker threads and its reads to the storage from the thread that read the
     * request, and the plain-HTTP refusal runs on a worker; on a store in memory ({@link StorageThreads#inMemory()})
     * everything answers on the thread that read the request. Only whether a call may wait counts here; the
     * storage's event loops are the use cases' to use.
     */
    public SurfaceOptions storageThreads(StorageThreads threads) {
        this.storageThreads = Objects.requireNonNull(threads, "threads");
        return this;
    }

    /** Where the ids of incidents come from; by default a {@code SecureRandom} ({@link Randomness#secure()}). */
    public SurfaceOptions randomness(Randomness value) {
        this.randomness = Objects.requireNonNull(value, "randomness");
        return this;
    }

    /**
     * What {@code /health} reads to say whether the storage answers (a probe's last answer; it must not wait on
     * I/O). By default it always does.
     */
    public SurfaceOptions storageReachable(BooleanSupplier reachable) {
        this.storageReachable = Objects.requireNonNull(reachable, "reachable");
        return this;
    }

    /** The surface. */
    public Surface build() {
        if (randomness == null) {
            randomness = Randomness.secure();
        }
        return new Surface(this);
    }

    Shutter shutter() {
        return shutter;
    }

    Option<String> publicUrl() {
        return publicUrl;
    }

    Option<String> adminToken() {
        return adminToken;
    }

    TrustedProxies trustedProxies() {
        return trustedProxies;
    }

    StorageThreads storageThreads() {
        return storageThreads;
    }

    Randomness randomness() {
        return randomness;
    }

    BooleanSupplier storageReachable() {
        return storageReachable;
    }
}
