package dev.shutter.adapters.inmemory;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RetiringSecret;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Clients;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Apps in memory. */
final class InMemoryClients implements Clients {

    private final InMemoryDatabase db;
    private final Map<ClientId, Client> byId = new HashMap<>();
    private final Map<ClientId, RetiringSecret> retiring = new HashMap<>();

    InMemoryClients(InMemoryDatabase db) {
        this.db = db;
    }

    @Override
    public Option<Client> find(ClientId id) {
        return db.read(() -> Option.of(byId.get(id)));
    }

    @Override
    public void save(Client client) {
        db.put(byId, client.id(), client);
    }

    @Override
    public List<Client> page(Option<ClientId> after, int limit) {
        return db.read(() -> byId.values().stream()
                .filter(c -> after.forAll(a -> c.id().value().compareTo(a.value()) > 0))
                .sorted(Comparator.comparing(c -> c.id().value()))
                .limit(limit)
                .toList());
    }

    @Override
    public void removeSandboxUser(UserId user) {
        db.execute(() -> {
            List<Client> holding = byId.values().stream()
                    .filter(c -> c.sandboxUsers().contains(user))
                    .toList();
            for (Client client : holding) {
                Set<UserId> rest = new HashSet<>(client.sandboxUsers());
                rest.remove(user);
                save(client.withSandboxUsers(rest));
            }
            return Either.right(true);
        });
    }

    @Override
    public Option<RetiringSecret> retiringSecret(ClientId id) {
        return db.read(() -> Option.of(retiring.get(id)));
    }

    @Override
    public void setRetiringSecret(ClientId id, Option<RetiringSecret> secret) {
        if (secret.isDefined()) {
            db.put(retiring, id, secret.get());
        } else {
            db.remove(retiring, id);
        }
    }
}
