package dev.shutter.spring.host;

import dev.shutter.domain.event.Followed;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** The host's notifications: each new follower, heard as an application event. */
@Component
public class Notifications {

    private final List<Followed> sent = new CopyOnWriteArrayList<>();

    @EventListener
    void on(Followed followed) {
        sent.add(followed);
    }

    public List<Followed> sent() {
        return List.copyOf(sent);
    }
}
