package dev.shutter.adapters.http.api;

import dev.shutter.domain.api.Endpoint;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The routing table of {@code /v1}. A {@code .json} suffix on the last segment is accepted everywhere
 * (python-instagram and the Ruby gem send it). Unknown paths and methods are answered before any
 * authentication, since the endpoint decides which scope is checked.
 */
public final class ApiRoutes {

    private static final String JSON_SUFFIX = ".json";

    private final List<ApiRoute> routes;
    /** Each route's template, made once: every request's logs and metrics name it. */
    private final List<String> templates;

    public ApiRoutes(List<ApiRoute> routes) {
        this.routes = List.copyOf(routes);
        this.templates = this.routes.stream().map(ApiRoute::template).toList();
    }

    /** Every endpoint of docs/spec/DECISIONS.md sections 1 to 3. */
    public static ApiRoutes of(UsersApi users, CommentsApi comments, RelationshipsApi relationships) {
        return new ApiRoutes(List.of(
                new ApiRoute("GET", List.of("users", "self"), Endpoint.USERS_SELF, ApiOperation.after(users::self)),
                new ApiRoute("GET", List.of("users", "*", "follows"), Endpoint.FOLLOWS, relationships::follows),
                new ApiRoute(
                        "GET", List.of("users", "*", "followed-by"), Endpoint.FOLLOWED_BY, relationships::followedBy),
                new ApiRoute(
                        "GET",
                        List.of("users", "self", "requested-by"),
                        Endpoint.REQUESTED_BY,
                        relationships::requestedBy),
                new ApiRoute(
                        "GET", List.of("users", "*", "relationship"), Endpoint.RELATIONSHIP_GET, relationships::read),
                new ApiRoute(
                        "POST",
                        List.of("users", "*", "relationship"),
                        Endpoint.RELATIONSHIP_POST,
                        ApiOperation.after(relationships::change)),
                new ApiRoute("GET", List.of("media", "*", "comments"), Endpoint.COMMENTS_LIST, comments::list),
                new ApiRoute(
                        "POST",
                        List.of("media", "*", "comments"),
                        Endpoint.COMMENT_ADD,
                        ApiOperation.after(comments::add)),
                new ApiRoute(
                        "DELETE",
                        List.of("media", "*", "comments", "*"),
                        Endpoint.COMMENT_DELETE,
                        ApiOperation.after(comments::delete))));
    }

    /** What {@code method} on {@code path} (the raw path after {@code /v1}) is. */
    public Resolution resolve(String method, String path) {
        List<String> segments = segmentsOf(path);
        Set<String> allowed = null;
        for (int i = 0; i < routes.size(); i++) {
            ApiRoute route = routes.get(i);
            if (route.matches(segments)) {
                if (route.method().equals(method)) {
                    return new Resolution.Found(route, route.variables(segments), templates.get(i));
                }
                if (allowed == null) {
                    allowed = new TreeSet<>();
                }
                allowed.add(route.method());
            }
        }
        return allowed == null ? new Resolution.NotFound() : new Resolution.WrongMethod(allowed);
    }

    private static List<String> segmentsOf(String path) {
        if (!path.startsWith("/")) {
            return List.of("");
        }
        String[] parts = path.substring(1).split("/", -1);
        String last = parts[parts.length - 1];
        if (last.endsWith(JSON_SUFFIX) && last.length() > JSON_SUFFIX.length()) {
            parts[parts.length - 1] = last.substring(0, last.length() - JSON_SUFFIX.length());
        }
        return Arrays.asList(parts);
    }

    /** The outcome of routing. */
    public sealed interface Resolution {

        /** A route, the values of its variables, and its {@link ApiRoute#template}. */
        record Found(ApiRoute route, List<String> variables, String template) implements Resolution {}

        /** No route has this path. */
        record NotFound() implements Resolution {}

        /** Routes have this path, with other methods. */
        record WrongMethod(Set<String> allowed) implements Resolution {}
    }
}
