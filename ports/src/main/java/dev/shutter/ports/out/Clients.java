package dev.shutter.ports.out;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RetiringSecret;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.List;

/** The registered apps. */
public interface Clients {

    /** The app with this client id. */
    Option<Client> find(ClientId id);

    /** Stores the app, replacing one of the same id. */
    void save(Client client);

    /** One page of the apps, by client id, strictly after {@code after}, at most {@code limit}. */
    List<Client> page(Option<ClientId> after, int limit);

    /** Takes {@code user} off the sandbox users of every app. */
    void removeSandboxUser(UserId user);

    /** The previous secret of an app that is still accepted after a rotation, if any. */
    Option<RetiringSecret> retiringSecret(ClientId id);

    /** Sets or (with none) drops the previous secret of {@code id} that is still accepted. */
    void setRetiringSecret(ClientId id, Option<RetiringSecret> secret);
}
