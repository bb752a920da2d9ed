package dev.shutter.ports.events;

import dev.shutter.domain.event.RecordedEvent;

/**
 * What a host does with each event, in order. Returning means done: the listener then moves the cursor
 * past the event. Throwing means not done: the same event comes again after a pause, so a handler must
 * bear seeing an event twice (delivery is at least once).
 */
@FunctionalInterface
public interface EventHandler {

    void handle(RecordedEvent event) throws Exception;
}
