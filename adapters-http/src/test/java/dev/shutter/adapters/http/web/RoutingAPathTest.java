package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vavr.control.Option;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What decides which route answers, the refusal of a large head and the proxies' word, without a web server. */
@DisplayName("Routing a path")
class RoutingAPathTest {

    private final Routes<String> routes = Routes.<String>builder()
            .exact("/health", "health")
            .exactWithSlash("/oauth/authorize", "authorize")
            .prefix("/admin", "admin")
            .build();

    @Test
    @DisplayName("takes an exact path, with a trailing slash where asked, and a prefix with what is under it")
    void exactAndPrefix() {
        assertThat(routes.find("/health").map(Routes.Found::template)).contains("/health");
        assertThat(routes.find("/health/")).isEmpty();
        assertThat(routes.find("/oauth/authorize/").map(Routes.Found::route)).contains("authorize");
        assertThat(routes.find("/oauth/authorize/").map(Routes.Found::template)).contains("/oauth/authorize");
        assertThat(routes.find("/admin").map(Routes.Found::route)).contains("admin");
        assertThat(routes.find("/admin/apps/a%20b").map(Routes.Found::template)).contains("/admin/**");
        assertThat(routes.find("/administrator")).isEmpty();
        assertThat(routes.find("/admi")).isEmpty();
        assertThat(routes.find("/adminx")).isEmpty();
        assertThat(routes.find("/nowhere")).isEmpty();
    }

    @Test
    @DisplayName("finds a path under the mount the host chose, and nothing outside it")
    void mounted() {
        assertThat(Routes.under("/social", "/social/v1/users/self")).contains("/v1/users/self");
        assertThat(Routes.under("/social", "/socialite/v1")).isEmpty();
        assertThat(Routes.under("/social", "/social")).isEmpty();
        assertThat(Routes.under("", "/v1/users/self")).contains("/v1/users/self");
    }

    @Test
    @DisplayName("keeps its tags when its routes are turned into a server's, and refuses a path without a slash")
    void mapped() {
        Routes<Integer> lengths = routes.map(String::length);

        assertThat(lengths.find("/admin/x").map(Routes.Found::route)).contains(5);
        assertThat(lengths.find("/admin/x").map(Routes.Found::template)).contains("/admin/**");
        assertThatThrownBy(() -> Routes.builder().exact("health", "x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("refuses a large head in the shape of the path's area: exact path, then area, then the default")
    void largeHeads() {
        WebAnswer token = WebAnswer.empty(400);
        WebAnswer page = WebAnswer.empty(431);
        WebAnswer otherwise = WebAnswer.empty(400).with("X-Area", "v1");
        LargeHeads heads = LargeHeads.otherwise(otherwise)
                .exact("/oauth/access_token", token)
                .area("/oauth", page)
                .build();

        assertThat(heads.answer("/oauth/access_token/")).isSameAs(token);
        assertThat(heads.answer("/oauth/authorize")).isSameAs(page);
        assertThat(heads.answer("/v1/users/self")).isSameAs(otherwise);
    }

    @Test
    @DisplayName("counts a request as forwarded over TLS only from a trusted proxy that says https")
    void trustedProxies() throws Exception {
        TrustedProxies proxies = TrustedProxies.of(List.of(InetAddress.getByName("10.0.0.7")));
        InetSocketAddress proxy = new InetSocketAddress("10.0.0.7", 40000);
        InetSocketAddress stranger = new InetSocketAddress("10.0.0.8", 40000);

        assertThat(proxies.transport(false, proxy, Option.some("HTTPS"))).isEqualTo(Transport.FORWARDED_TLS);
        assertThat(proxies.transport(false, proxy, Option.some("http"))).isEqualTo(Transport.PLAIN);
        assertThat(proxies.transport(false, proxy, Option.none())).isEqualTo(Transport.PLAIN);
        assertThat(proxies.transport(false, stranger, Option.some("https"))).isEqualTo(Transport.PLAIN);
        assertThat(proxies.transport(true, stranger, Option.none())).isEqualTo(Transport.TLS);
        assertThat(TrustedProxies.none().transport(false, proxy, Option.some("https")))
                .isEqualTo(Transport.PLAIN);
    }
}
