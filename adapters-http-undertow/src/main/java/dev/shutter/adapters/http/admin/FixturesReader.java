package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.Seed;
import io.vavr.control.Either;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a fixtures file (docs/server.md, "Fixtures") into a {@link Seed}. Every refusal names the entry: {@code
 * users[2].id: required}, {@code apps[0].mode: unknown field}. What the operator's rules refuse (a taken
 * username, a bad redirect URI) is named the same way by {@code OperatorUseCase.seed}.
 */
public final class FixturesReader {

    private FixturesReader() {}

    /** The seed, or a sentence naming the first bad entry. */
    public static Either<String, Seed> read(byte[] json) {
        FixturesDocument document;
        try {
            document = Json.MAPPER.readValue(json, FixturesDocument.class);
        } catch (JsonProcessingException e) {
            return Either.left(JsonErrors.describe(e));
        } catch (CharConversionException e) {
            // Jackson guesses UTF-16 or UTF-32 from NULs among the first bytes, then meets no such text.
            return Either.left(JsonErrors.NOT_UTF8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (document == null) {
            return Either.left("not valid JSON: the file is empty");
        }
        return toSeed(document);
    }

    private static Either<String, Seed> toSeed(FixturesDocument doc) {
        List<CreateUserCommand> users = new ArrayList<>();
        for (int i = 0; i < doc.users().size(); i++) {
            UserEntry user = doc.users().get(i);
            String where = "users[" + i + "]";
            if (user == null || user.id() == null || user.username() == null) {
                return required(where, user == null ? "" : user.id() == null ? "id" : "username");
            }
            users.add(user.toCommand());
        }
        List<CreateMediaCommand> media = new ArrayList<>();
        for (int i = 0; i < doc.media().size(); i++) {
            MediaEntry entry = doc.media().get(i);
            if (entry == null || entry.id() == null || entry.owner() == null) {
                return required("media[" + i + "]", entry == null ? "" : entry.id() == null ? "id" : "owner");
            }
            media.add(entry.toCommand());
        }
        List<CreateAppCommand> apps = new ArrayList<>();
        for (int i = 0; i < doc.apps().size(); i++) {
            AppEntry app = doc.apps().get(i);
            String where = "apps[" + i + "]";
            if (app == null || app.clientId() == null || app.redirectUris() == null) {
                return required(where, app == null ? "" : app.clientId() == null ? "client_id" : "redirect_uris");
            }
            Either<String, Instant> created = Times.parse(app.createdTime());
            if (created.isLeft()) {
                return Either.left(where + ".created_time: " + created.getLeft());
            }
            apps.add(app.toCommand(true, created.get()));
        }
        List<Seed.Follow> follows = new ArrayList<>();
        for (int i = 0; i < doc.follows().size(); i++) {
            FixturesDocument.FollowEntry follow = doc.follows().get(i);
            if (follow == null || follow.from() == null || follow.to() == null) {
                return required("follows[" + i + "]", follow == null ? "" : follow.from() == null ? "from" : "to");
            }
            follows.add(new Seed.Follow(follow.from(), follow.to(), follow.status()));
        }
        List<Seed.Block> blocks = new ArrayList<>();
        for (int i = 0; i < doc.blocks().size(); i++) {
            FixturesDocument.BlockEntry block = doc.blocks().get(i);
            if (block == null || block.from() == null || block.to() == null) {
                return required("blocks[" + i + "]", block == null ? "" : block.from() == null ? "from" : "to");
            }
            blocks.add(new Seed.Block(block.from(), block.to()));
        }
        List<Seed.SeedComment> comments = new ArrayList<>();
        for (int i = 0; i < doc.comments().size(); i++) {
            FixturesDocument.CommentEntry comment = doc.comments().get(i);
            String where = "comments[" + i + "]";
            Either<String, String> missing = missingOf(comment);
            if (missing.isLeft()) {
                return required(where, missing.getLeft());
            }
            Either<String, Instant> created = Times.parse(comment.createdTime());
            if (created.isLeft()) {
                return Either.left(where + ".created_time: " + created.getLeft());
            }
            comments.add(
                    new Seed.SeedComment(comment.id(), comment.media(), comment.from(), comment.text(), created.get()));
        }
        return Either.right(new Seed(users, media, apps, follows, blocks, comments));
    }

    private static Either<String, String> missingOf(FixturesDocument.CommentEntry comment) {
        if (comment == null) {
            return Either.left("");
        }
        if (comment.id() == null) {
            return Either.left("id");
        }
        if (comment.media() == null) {
            return Either.left("media");
        }
        if (comment.from() == null) {
            return Either.left("from");
        }
        return comment.text() == null ? Either.left("text") : Either.right("");
    }

    private static <T> Either<String, T> required(String where, String field) {
        return Either.left(field.isEmpty() ? where + ": must be an object" : where + "." + field + ": required");
    }
}
