package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.Parameters;
import io.vavr.Lazy;
import java.util.List;

/**
 * A {@code /v1} request as an operation sees it: the path variables in order, every query and form
 * parameter, and what a {@code next_url} is built from (the base URL worked out only when a page has a next one).
 */
public record ApiCall(List<String> pathVariables, Parameters parameters, Lazy<String> baseUrl, String rawPath) {

    public ApiCall {
        pathVariables = List.copyOf(pathVariables);
    }

    /** The {@code index}-th variable of the path ({@code {user-id}}, {@code {media-id}}...). */
    public String variable(int index) {
        return pathVariables.get(index);
    }

    /** The first value of a parameter, or null. */
    public String parameter(String name) {
        return parameters.get(name);
    }
}
