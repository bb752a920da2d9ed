package dev.shutter.ports.service;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.oauth.TokenPolicy;
import dev.shutter.domain.oauth.TokenState;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AppAccess;
import dev.shutter.ports.out.Storage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The apps holding valid tokens of a user, oldest grant first: the manage-access page and the operator's view. */
final class AppAccessList {

    private AppAccessList() {}

    static List<AppAccess> of(Storage storage, UserId user, Instant now, TokenPolicy policy) {
        Map<ClientId, List<AccessToken>> byClient = new LinkedHashMap<>();
        storage.accessTokens().unrevokedOf(user).stream()
                .filter(t -> t.stateAt(now, policy) == TokenState.VALID)
                .sorted(Comparator.comparing(AccessToken::issuedAt))
                .forEach(t -> byClient.computeIfAbsent(t.client(), c -> new ArrayList<>())
                        .add(t));
        return byClient.entrySet().stream()
                .flatMap(entry -> storage.clients()
                        .find(entry.getKey())
                        .toJavaStream()
                        .map(client -> {
                            Set<Scope> scopes = EnumSet.noneOf(Scope.class);
                            entry.getValue()
                                    .forEach(t -> scopes.addAll(t.scopes().values()));
                            return new AppAccess(
                                    client.id(),
                                    client.name(),
                                    Scopes.of(scopes),
                                    entry.getValue().get(0).issuedAt());
                        }))
                .toList();
    }
}
