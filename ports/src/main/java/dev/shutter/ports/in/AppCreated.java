package dev.shutter.ports.in;

import dev.shutter.domain.oauth.Client;
import io.vavr.control.Option;

/** A registered app and, if the server generated it, its secret: shown this once, never stored. */
public record AppCreated(Client client, Option<String> generatedSecret) {

    @Override
    public String toString() {
        return "AppCreated[client=" + client.id() + "]";
    }
}
