package dev.shutter.adapters.inmemory.example;

import dev.shutter.domain.event.FollowRequested;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.events.EventCursor;
import dev.shutter.ports.events.EventHandler;
import dev.shutter.ports.events.EventListener;
import java.util.concurrent.ScheduledExecutorService;

// docs:BEGIN
public class FollowRequestNotifier {

    /** However the host reaches its users: a push service, an e-mail, an in-app inbox. */
    public interface Notifications {
        void send(UserId to, String text);
    }

    /** Tells each user who receives a follow request about it: once the notification is sent, never again. */
    public static EventListener start(Shutter shutter, Notifications notifications, ScheduledExecutorService executor) {
        EventHandler handler = recorded -> {
            if (recorded.event() instanceof FollowRequested request) {
                notifications.send(request.to(), "User " + request.from() + " asked to follow you.");
            }
        };
        // The position is kept in Shutter's storage under this name, so a restart resumes after the
        // last request notified. A handler that throws gets the same event again after a pause.
        EventCursor cursor = EventCursor.keptBy(shutter.events(), "follow-request-notifier");
        return EventListener.builder(shutter.events(), cursor, handler, executor)
                .start();
    }
}
// docs:END
