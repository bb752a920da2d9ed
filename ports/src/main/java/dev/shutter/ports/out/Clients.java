package dev.shutter.ports.out;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import io.vavr.control.Option;

/** The registered apps. */
public interface Clients {

    /** The app with this client id. */
    Option<Client> find(ClientId id);

    /** Stores the app, replacing one of the same id. */
    void save(Client client);
}
