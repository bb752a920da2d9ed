package dev.shutter.adapters.http.api;

import dev.shutter.domain.api.Endpoint;
import java.util.List;

/**
 * A path pattern of {@code /v1} (segments after {@code /v1}; {@code *} matches one non-empty segment)
 * with a method, the endpoint it is, and the operation that serves it.
 */
public record ApiRoute(String method, List<String> pattern, Endpoint endpoint, ApiOperation operation) {

    public ApiRoute {
        pattern = List.copyOf(pattern);
    }

    /** Whether {@code segments} fit the pattern. */
    boolean matches(List<String> segments) {
        if (segments.size() != pattern.size()) {
            return false;
        }
        for (int i = 0; i < pattern.size(); i++) {
            String want = pattern.get(i);
            String have = segments.get(i);
            if (have.isEmpty() || (!want.equals("*") && !want.equals(have))) {
                return false;
            }
        }
        return true;
    }

    /** The segments that {@code *} matched. */
    List<String> variables(List<String> segments) {
        List<String> vars = new java.util.ArrayList<>();
        for (int i = 0; i < pattern.size(); i++) {
            if (pattern.get(i).equals("*")) {
                vars.add(segments.get(i));
            }
        }
        return vars;
    }

    /** The template of metrics and logs: {@code /v1/users/{id}/relationship}. */
    public String template() {
        return ApiHandler.PREFIX + "/"
                + String.join(
                        "/",
                        pattern.stream().map(s -> s.equals("*") ? "{id}" : s).toList());
    }
}
