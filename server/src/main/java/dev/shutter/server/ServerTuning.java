package dev.shutter.server;

import dev.shutter.adapters.bcrypt.BcryptPasswordHashing;
import dev.shutter.ports.out.TimeSource;
import java.time.Instant;
import java.util.Objects;

/**
 * What production fixes and tests vary: the clock and the bcrypt cost (4 keeps tests fast). Rate limits
 * are a server option ({@link ServerOptions#rateLimits()}), since operators set them too.
 */
public record ServerTuning(TimeSource clock, int bcryptCost) {

    public ServerTuning {
        Objects.requireNonNull(clock, "clock");
    }

    /** The wall clock and bcrypt cost 12. */
    public static ServerTuning production() {
        return new ServerTuning(Instant::now, BcryptPasswordHashing.DEFAULT_COST);
    }
}
