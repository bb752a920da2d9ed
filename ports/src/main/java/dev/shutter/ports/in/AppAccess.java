package dev.shutter.ports.in;

import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scopes;
import java.time.Instant;

/** An app holding valid tokens of a user, as the manage-access page lists it. */
public record AppAccess(ClientId client, String name, Scopes scopes, Instant since) {}
