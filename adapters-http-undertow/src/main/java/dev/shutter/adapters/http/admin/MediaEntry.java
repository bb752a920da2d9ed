package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.shutter.ports.in.CreateMediaCommand;

/** A media as the fixtures file and {@code POST /admin/media} write it. */
public record MediaEntry(
        @JsonProperty("id") String id,
        @JsonProperty("owner") String owner) {

    /** The command; a missing id is generated. */
    public CreateMediaCommand toCommand() {
        return new CreateMediaCommand(id, owner);
    }
}
