package dev.shutter.docs.snippets;

import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.servlet.ShutterServlet;
import dev.shutter.ports.Shutter;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletRegistration;

/** docs/web-servers.md, "Any servlet container". */
public final class RegisteringTheServlet {

    private RegisteringTheServlet() {}

    /** Shutter's servlet in the host's context, under {@code /social}. */
    public static ServletRegistration.Dynamic register(ServletContext context, Shutter shutter, String yourAdminToken) {
        // docs:BEGIN
        Surface surface = Surface.builder(shutter)
                .adminToken(yourAdminToken) // 16 characters or more; leave it out and /admin does not exist
                .build();
        ServletRegistration.Dynamic servlet = context.addServlet("shutter", new ShutterServlet(surface));
        servlet.setAsyncSupported(true); // answers that come later hold the request open, not a thread
        servlet.addMapping("/social/*"); // /social/health, /social/admin/...; "/*" for the context's root
        // docs:END
        return servlet;
    }
}
