package dev.shutter.ports.in;

import jakarta.validation.constraints.Size;

/** {@code POST /users/{user-id}/relationship}: the target id as in the path and the {@code action}. */
public record ChangeRelationshipCommand(
        @Size(max = 64) String targetUserId, @Size(max = 64) String action) {}
