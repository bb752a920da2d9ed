package dev.shutter.adapters.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.metrics.micrometer.MicrometerMetricsTrackerFactory;
import io.micrometer.core.instrument.Metrics;

/**
 * Pool metrics through HikariCP's own Micrometer binding ({@code hikaricp.connections.active}, {@code
 * .pending}, {@code .timeout}...), on Micrometer's global registry, where a host (and the bundled server)
 * adds its own. Micrometer is optional: without it on the class path the pools report nothing, and this
 * class is never loaded.
 */
final class PoolMetrics {

    private static final boolean PRESENT = present();

    private PoolMetrics() {}

    /** Binds {@code config}'s pool when Micrometer is on the class path. */
    static void bind(HikariConfig config) {
        if (PRESENT) {
            Binding.bind(config);
        }
    }

    private static boolean present() {
        try {
            Class.forName("io.micrometer.core.instrument.Metrics", false, PoolMetrics.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /** Holds the references to Micrometer, so that they are resolved only when it is there. */
    private static final class Binding {
        static void bind(HikariConfig config) {
            config.setMetricsTrackerFactory(new MicrometerMetricsTrackerFactory(Metrics.globalRegistry));
        }
    }
}
