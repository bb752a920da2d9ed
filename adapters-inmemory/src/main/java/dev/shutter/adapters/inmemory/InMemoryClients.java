package dev.shutter.adapters.inmemory;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.ports.out.Clients;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;

/** Apps in memory. */
final class InMemoryClients implements Clients {

    private final InMemoryDatabase db;
    private final Map<ClientId, Client> byId = new HashMap<>();

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
}
