package dev.shutter.server.metrics;

import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * The bundled server's Prometheus registry: JVM and process metrics bound, and added to Micrometer's global
 * registry, where the JDBC adapter's pools report through HikariCP's binding. {@link #close()} takes it out
 * again.
 */
public final class ServerMetrics implements AutoCloseable {

    private final PrometheusMeterRegistry registry;
    private final JvmGcMetrics gc = new JvmGcMetrics();

    private ServerMetrics(PrometheusMeterRegistry registry) {
        this.registry = registry;
    }

    /** A new registry with the JVM and process binders, added to the global registry. */
    public static ServerMetrics start() {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        ServerMetrics metrics = new ServerMetrics(registry);
        new JvmMemoryMetrics().bindTo(registry);
        metrics.gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new FileDescriptorMetrics().bindTo(registry);
        Metrics.addRegistry(registry);
        return metrics;
    }

    public PrometheusMeterRegistry registry() {
        return registry;
    }

    @Override
    public void close() {
        Metrics.removeRegistry(registry);
        gc.close();
        registry.close();
    }
}
