package dev.shutter.server.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.domain.event.RecordedEvent;

/**
 * The JSON a webhook carries: {@code {"id": "0-42", "type": "follow_requested", "timestamp":
 * "2026-11-24T02:00:00Z", "data": {"from": "1001", "to": "1003"}}}, with the event's fields as strings.
 */
final class WebhookBody {

    private static final ObjectMapper JSON = new ObjectMapper();

    private WebhookBody() {}

    static String of(RecordedEvent recorded) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", recorded.id());
        body.put("type", recorded.event().type());
        body.put("timestamp", recorded.occurredAt().toString());
        ObjectNode data = body.putObject("data");
        recorded.event().fields().forEach(data::put);
        return body.toString();
    }
}
