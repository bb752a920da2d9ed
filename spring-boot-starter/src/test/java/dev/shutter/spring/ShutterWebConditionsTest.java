package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.servlet.ShutterServlet;
import dev.shutter.ports.Shutter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** When the starter registers Shutter's servlet, at which paths, and on which surface. */
@DisplayName("The starter's web registration")
class ShutterWebConditionsTest {

    private static final AutoConfigurations STARTER = AutoConfigurations.of(
            ShutterStorageAutoConfiguration.class, ShutterAutoConfiguration.class, ShutterWebAutoConfiguration.class);

    private final WebApplicationContextRunner web =
            new WebApplicationContextRunner().withConfiguration(STARTER).withPropertyValues("shutter.storage=memory");

    @SuppressWarnings("unchecked")
    private static ServletRegistrationBean<ShutterServlet> servlet(
            org.springframework.context.ApplicationContext context) {
        return context.getBean("shutterServlet", ServletRegistrationBean.class);
    }

    @Test
    @DisplayName("an application that is not a web one gets Shutter and no servlet")
    void notAWebApplication() {
        new ApplicationContextRunner()
                .withConfiguration(STARTER)
                .withPropertyValues("shutter.storage=memory")
                .run(context -> {
                    assertThat(context).hasSingleBean(Shutter.class);
                    assertThat(context).doesNotHaveBean(Surface.class);
                    assertThat(context).doesNotHaveBean(ServletRegistrationBean.class);
                    assertThat(context).doesNotHaveBean(FilterRegistrationBean.class);
                });
    }

    @Test
    @DisplayName("without an admin token: the surface's paths, asynchronous, and no /admin")
    void withoutAdminToken() {
        web.run(context -> {
            ServletRegistrationBean<ShutterServlet> servlet = servlet(context);
            assertThat(servlet.getUrlMappings())
                    .containsExactlyInAnyOrder(
                            "/oauth/*", "/.well-known/oauth-authorization-server", "/openapi.json", "/v1/*");
            assertThat(servlet.isAsyncSupported()).isTrue();
            FilterRegistrationBean<?> atTheRoot = context.getBean(FilterRegistrationBean.class);
            assertThat(atTheRoot.getServletNames()).containsExactly(servlet.getServletName());
        });
    }

    @Test
    @DisplayName("with an admin token, /admin/* too")
    void withAdminToken() {
        web.withPropertyValues("shutter.admin-token=0123456789abcdef0123")
                .run(context ->
                        assertThat(servlet(context).getUrlMappings()).contains("/admin/*", "/oauth/*", "/v1/*"));
    }

    @Test
    @DisplayName("an admin token shorter than 16 characters stops the application")
    void shortAdminToken() {
        web.withPropertyValues("shutter.admin-token=short")
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessageContaining("at least 16 characters"));
    }

    @Test
    @DisplayName("a host's own Surface is the one served")
    void hostsSurface() {
        web.withUserConfiguration(HostSurface.class).run(context -> {
            assertThat(context).hasSingleBean(Surface.class);
            assertThat(context.getBean(Surface.class)).isSameAs(HostSurface.made);
            assertThat(servlet(context)).isNotNull();
        });
    }

    @Test
    @DisplayName("a host's own shutterServlet under its prefix is kept, without the root filter")
    void hostsServlet() {
        web.withUserConfiguration(HostServlet.class).run(context -> {
            assertThat(servlet(context).getUrlMappings()).containsExactly("/social/*");
            assertThat(context).doesNotHaveBean(FilterRegistrationBean.class);
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class HostServlet {
        @Bean
        ServletRegistrationBean<ShutterServlet> shutterServlet(Surface surface) {
            return new ServletRegistrationBean<>(new ShutterServlet(surface), "/social/*");
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class HostSurface {
        static Surface made;

        @Bean
        Surface hostSurface(Shutter shutter) {
            made = Surface.builder(shutter).build();
            return made;
        }
    }
}
