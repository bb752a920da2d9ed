package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.docs.snippets.RegisteringTheServlet;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Randomness;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.security.SecureRandom;
import java.time.Instant;
import org.apache.catalina.Context;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Java block of "Any servlet container", run in Tomcat. */
class ServletSnippetRunTest {

    @Test
    @DisplayName("a host's Tomcat with the servlet registered under /social answers Shutter's /social/health")
    void registering() throws Exception {
        // given
        Shutter shutter = Shutter.builder(new InMemoryStorage())
                .clock(Instant::now)
                .randomness(Randomness.from(new SecureRandom()))
                .build();
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(Files.createTempDirectory("tomcat").toString());
        Connector connector = new Connector();
        connector.setPort(0);
        connector.setProperty("address", "127.0.0.1");
        tomcat.setConnector(connector);
        Context context = tomcat.addContext("", null);
        context.addServletContainerInitializer(
                (classes, servletContext) ->
                        RegisteringTheServlet.register(servletContext, shutter, "an admin token of the host's"),
                null);
        tomcat.start();
        try {
            String origin = "http://127.0.0.1:" + connector.getLocalPort();
            HttpClient client = HttpClient.newHttpClient();
            // when
            HttpResponse<String> health = client.send(
                    HttpRequest.newBuilder(URI.create(origin + "/social/health"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> outside = client.send(
                    HttpRequest.newBuilder(URI.create(origin + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            // then
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(health.body()).contains("\"status\":\"up\"");
            assertThat(outside.statusCode()).isEqualTo(404);
        } finally {
            tomcat.stop();
            tomcat.destroy();
        }
    }
}
