package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** A fixtures file (docs/server.md, "Fixtures") as Jackson reads it; absent lists are empty. */
public record FixturesDocument(
        @JsonProperty("users") List<UserEntry> users,
        @JsonProperty("media") List<MediaEntry> media,
        @JsonProperty("apps") List<AppEntry> apps,
        @JsonProperty("follows") List<FollowEntry> follows,
        @JsonProperty("blocks") List<BlockEntry> blocks,
        @JsonProperty("comments") List<CommentEntry> comments) {

    public FixturesDocument {
        users = users == null ? List.of() : users;
        media = media == null ? List.of() : media;
        apps = apps == null ? List.of() : apps;
        follows = follows == null ? List.of() : follows;
        blocks = blocks == null ? List.of() : blocks;
        comments = comments == null ? List.of() : comments;
    }

    /** A follow edge: {@code status} is {@code follows} (the default) or {@code requested}. */
    public record FollowEntry(
            @JsonProperty("from") String from,
            @JsonProperty("to") String to,
            @JsonProperty("status") String status) {}

    /** A block of {@code to} by {@code from}. */
    public record BlockEntry(
            @JsonProperty("from") String from,
            @JsonProperty("to") String to) {}

    /** A comment; {@code created_time} is Unix seconds or an ISO-8601 instant. */
    public record CommentEntry(
            @JsonProperty("id") String id,
            @JsonProperty("media") String media,
            @JsonProperty("from") String from,
            @JsonProperty("text") String text,
            @JsonProperty("created_time") String createdTime) {}
}
