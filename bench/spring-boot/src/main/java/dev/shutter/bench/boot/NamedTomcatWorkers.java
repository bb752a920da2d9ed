package dev.shutter.bench.boot;

import java.util.concurrent.TimeUnit;
import org.apache.tomcat.util.threads.TaskQueue;
import org.apache.tomcat.util.threads.TaskThreadFactory;
import org.apache.tomcat.util.threads.ThreadPoolExecutor;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.stereotype.Component;

/**
 * Tomcat's request threads under a name the kernel keeps whole. Tomcat names them after the connector
 * ("https-jsse-nio-127.0.0.1-auto-1-exec-7"), and Linux keeps 15 characters of a thread's name, so bench/run could
 * not tell them from the connector's poller and acceptor. This is the pool Tomcat makes for itself
 * (AbstractEndpoint.createExecutor: its ThreadPoolExecutor and TaskQueue, daemon threads, 60 s idle), at Boot's
 * defaults (server.tomcat.threads.min-spare 10, max 200), its threads named "tomcat-exec-N".
 */
@Component
class NamedTomcatWorkers implements TomcatConnectorCustomizer {

    private static final int MIN_SPARE = 10;
    private static final int MAX = 200;

    @Override
    public void customize(org.apache.catalina.connector.Connector connector) {
        TaskQueue queue = new TaskQueue();
        ThreadPoolExecutor executor = new ThreadPoolExecutor(
                MIN_SPARE,
                MAX,
                60,
                TimeUnit.SECONDS,
                queue,
                new TaskThreadFactory("tomcat-exec-", true, Thread.NORM_PRIORITY));
        queue.setParent(executor);
        connector.getProtocolHandler().setExecutor(executor);
    }
}
