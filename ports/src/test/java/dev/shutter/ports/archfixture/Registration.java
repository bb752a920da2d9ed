package dev.shutter.ports.archfixture;

import java.time.Instant;

/**
 * What {@code NamedOperationsTest} must catch: a wide record outside {@code ports.in}, named like no
 * command, that a use case takes (as {@code Client} was before it got named factories).
 */
public record Registration(String id, String name, String redirectUri, boolean commentWrite, Instant createdTime) {}
