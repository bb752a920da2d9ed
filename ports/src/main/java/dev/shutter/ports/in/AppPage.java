package dev.shutter.ports.in;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;

/** One page of the apps, by client id; {@code next} is where the next page starts, if there is one. */
public record AppPage(List<Client> apps, Option<ClientId> next) {

    public AppPage {
        apps = List.copyOf(apps);
        Objects.requireNonNull(next, "next");
    }
}
