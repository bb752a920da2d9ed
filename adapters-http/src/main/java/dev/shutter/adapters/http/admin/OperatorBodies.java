package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** The small JSON bodies of the operator API's changes. */
final class OperatorBodies {

    private OperatorBodies() {}

    /** {@code {"scopes": "basic comments"}} or {@code {"scopes": ["basic", "comments"]}}. */
    record Approve(@JsonProperty("scopes") JsonNode scopes) {}

    /** {@code {"granted": true}}. */
    record Grant(@JsonProperty("granted") Boolean granted) {}

    /** {@code {"sandbox_users": ["1001"]}}. */
    record SandboxUsers(@JsonProperty("sandbox_users") List<String> sandboxUsers) {}

    /** {@code {"is_private": true}}. */
    record Private(@JsonProperty("is_private") Boolean isPrivate) {}
}
