package dev.shutter.spring;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletMapping;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.MappingMatch;
import java.io.IOException;

/**
 * Shows {@code ShutterServlet} each request as matched exactly at its own path, so that the servlet takes the
 * path from the context's root: it strips the prefix of a path mapping ({@code /oauth} of {@code /oauth/*}), as a
 * host mounting the whole surface under {@code /social/*} wants, while here each of the surface's areas is mapped
 * at its own path, beside the application's controllers.
 */
final class AtTheSurfaceRoot implements Filter {

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request instanceof HttpServletRequest http) {
            chain.doFilter(new ExactlyMatched(http), response);
        } else {
            chain.doFilter(request, response);
        }
    }

    private static final class ExactlyMatched extends HttpServletRequestWrapper {

        ExactlyMatched(HttpServletRequest request) {
            super(request);
        }

        @Override
        public HttpServletMapping getHttpServletMapping() {
            HttpServletRequest request = (HttpServletRequest) getRequest();
            String servletName = request.getHttpServletMapping().getServletName();
            String path = request.getServletPath() + (request.getPathInfo() == null ? "" : request.getPathInfo());
            return new HttpServletMapping() {
                @Override
                public String getMatchValue() {
                    return path.isEmpty() ? "" : path.substring(1);
                }

                @Override
                public String getPattern() {
                    return path;
                }

                @Override
                public String getServletName() {
                    return servletName;
                }

                @Override
                public MappingMatch getMappingMatch() {
                    return MappingMatch.EXACT;
                }
            };
        }
    }
}
