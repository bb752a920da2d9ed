package dev.shutter.spring;

import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.SurfaceOptions;
import dev.shutter.adapters.http.servlet.ShutterServlet;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageThreads;
import jakarta.servlet.Filter;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Shutter's HTTP surface in a servlet web application: one asynchronous {@link ShutterServlet} at the surface's
 * own paths ({@code /oauth/*}, {@code /.well-known/oauth-authorization-server}, {@code /openapi.json}, {@code
 * /v1/*}, and {@code /admin/*} when {@code shutter.admin-token} is set), beside the application's own controllers,
 * which keep every other path. The surface is the host's to replace with its own {@link Surface} bean.
 */
@AutoConfiguration(after = ShutterAutoConfiguration.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(ShutterServlet.class)
@ConditionalOnBean(Shutter.class)
@EnableConfigurationProperties(ShutterProperties.class)
public class ShutterWebAutoConfiguration {

    /** The name under which the servlet is registered. */
    static final String SERVLET_NAME = "shutter";

    /** The surface of the application's {@link Shutter}, from shutter.admin-token, public-url and trusted-proxies. */
    @Bean
    @ConditionalOnMissingBean
    public Surface shutterSurface(Shutter shutter, ObjectProvider<Storage> storage, ShutterProperties properties) {
        Storage store = storage.getIfUnique();
        SurfaceOptions options = Surface.builder(shutter)
                .trustedProxies(properties.trustedProxies())
                .storageThreads(store == null ? StorageThreads.blocking() : store.threads());
        if (hasAdminToken(properties)) {
            options.adminToken(properties.adminToken());
        }
        if (properties.publicUrl() != null && !properties.publicUrl().isBlank()) {
            options.publicUrl(properties.publicUrl());
        }
        return options.build();
    }

    /**
     * The servlet and its filter, unless the host registers Shutter's servlet itself (a bean named {@code
     * shutterServlet}, under a prefix of its own).
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnMissingBean(name = "shutterServlet")
    static class Registration {

        /** The servlet, asynchronous, at the surface's paths: the API, the OAuth endpoints and pages, the metadata. */
        @Bean
        public ServletRegistrationBean<ShutterServlet> shutterServlet(Surface surface, ShutterProperties properties) {
            List<String> paths = new ArrayList<>(
                    List.of("/oauth/*", "/.well-known/oauth-authorization-server", "/openapi.json", "/v1/*"));
            if (hasAdminToken(properties)) {
                paths.add("/admin/*");
            }
            ServletRegistrationBean<ShutterServlet> registration =
                    new ServletRegistrationBean<>(new ShutterServlet(surface), paths.toArray(String[]::new));
            registration.setName(SERVLET_NAME);
            registration.setAsyncSupported(true);
            return registration;
        }

        /**
         * Has the servlet take each request's path from the context's root ({@link AtTheSurfaceRoot}): mapped at
         * {@code /oauth/*}, it would otherwise take {@code /oauth} for its mount and look for {@code /authorize}.
         */
        @Bean
        public FilterRegistrationBean<Filter> shutterServletAtTheRoot() {
            FilterRegistrationBean<Filter> registration = new FilterRegistrationBean<>(new AtTheSurfaceRoot());
            registration.addServletNames(SERVLET_NAME);
            registration.setAsyncSupported(true);
            return registration;
        }
    }

    private static boolean hasAdminToken(ShutterProperties properties) {
        return properties.adminToken() != null && !properties.adminToken().isEmpty();
    }
}
