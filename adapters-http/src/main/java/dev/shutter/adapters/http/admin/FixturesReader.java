package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.shutter.adapters.http.web.Json;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.Seed;
import io.vavr.control.Either;
import io.vavr.control.Option;
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
            Either<OperatorFailure, CreateUserCommand> command = user.toCommand();
            if (command.isLeft()) {
                return Either.left(command.getLeft().within(where).describe());
            }
            users.add(command.get());
        }
        List<CreateMediaCommand> media = new ArrayList<>();
        for (int i = 0; i < doc.media().size(); i++) {
            MediaEntry entry = doc.media().get(i);
            if (entry == null || entry.id() == null || entry.owner() == null) {
                return required("media[" + i + "]", entry == null ? "" : entry.id() == null ? "id" : "owner");
            }
            Either<OperatorFailure, CreateMediaCommand> command = entry.toCommand();
            if (command.isLeft()) {
                return Either.left(command.getLeft().within("media[" + i + "]").describe());
            }
            media.add(command.get());
        }
        List<CreateAppCommand> apps = new ArrayList<>();
        for (int i = 0; i < doc.apps().size(); i++) {
            AppEntry app = doc.apps().get(i);
            String where = "apps[" + i + "]";
            if (app == null || app.clientId() == null || app.redirectUris() == null) {
                return required(where, app == null ? "" : app.clientId() == null ? "client_id" : "redirect_uris");
            }
            Either<OperatorFailure, CreateAppCommand> command = app.toCommand(true);
            if (command.isLeft()) {
                return Either.left(command.getLeft().within(where).describe());
            }
            apps.add(command.get());
        }
        List<Seed.Follow> follows = new ArrayList<>();
        for (int i = 0; i < doc.follows().size(); i++) {
            FixturesDocument.FollowEntry follow = doc.follows().get(i);
            if (follow == null || follow.from() == null || follow.to() == null) {
                return required("follows[" + i + "]", follow == null ? "" : follow.from() == null ? "from" : "to");
            }
            Either<OperatorFailure, Seed.Follow> entry = follow(follow);
            if (entry.isLeft()) {
                return Either.left(entry.getLeft().within("follows[" + i + "]").describe());
            }
            follows.add(entry.get());
        }
        List<Seed.Block> blocks = new ArrayList<>();
        for (int i = 0; i < doc.blocks().size(); i++) {
            FixturesDocument.BlockEntry block = doc.blocks().get(i);
            if (block == null || block.from() == null || block.to() == null) {
                return required("blocks[" + i + "]", block == null ? "" : block.from() == null ? "from" : "to");
            }
            Either<OperatorFailure, Seed.Block> entry =
                    user(block.from()).flatMap(from -> user(block.to()).map(to -> new Seed.Block(from, to)));
            if (entry.isLeft()) {
                return Either.left(entry.getLeft().within("blocks[" + i + "]").describe());
            }
            blocks.add(entry.get());
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
            Either<OperatorFailure, Seed.SeedComment> entry = comment(comment);
            if (entry.isLeft()) {
                return Either.left(entry.getLeft().within(where).describe());
            }
            comments.add(Option.of(created.get()).map(entry.get()::at).getOrElse(entry.get()));
        }
        Seed.Builder seed = Seed.builder();
        users.forEach(seed::user);
        media.forEach(seed::media);
        apps.forEach(seed::app);
        follows.forEach(seed::follow);
        blocks.forEach(seed::block);
        comments.forEach(seed::comment);
        return Either.right(seed.build());
    }

    /**
     * An edge whose users are user ids and whose status is {@code follows} (also when left out) or
     * {@code requested}; the status is named first, as the seed named it.
     */
    private static Either<OperatorFailure, Seed.Follow> follow(FixturesDocument.FollowEntry follow) {
        Edge status;
        if (follow.status() == null || follow.status().equals("follows")) {
            status = Edge.FOLLOWS;
        } else if (follow.status().equals("requested")) {
            status = Edge.REQUESTED;
        } else {
            return Either.left(new OperatorFailure("status", "must be follows or requested"));
        }
        return user(follow.from()).flatMap(from -> user(follow.to()).map(to -> new Seed.Follow(from, to, status)));
    }

    /** A comment whose media, author and id are ids of their kinds, in the order the seed checks them. */
    private static Either<OperatorFailure, Seed.SeedComment> comment(FixturesDocument.CommentEntry comment) {
        Option<MediaId> media = MediaId.parse(comment.media());
        if (media.isEmpty()) {
            return Either.left(new OperatorFailure("media", "no media " + comment.media()));
        }
        Either<OperatorFailure, UserId> from =
                user(comment.from()).mapLeft(noUser -> new OperatorFailure("from", noUser.message()));
        return from.flatMap(author -> CommentId.parse(comment.id())
                .toEither(() -> new OperatorFailure("id", "a comment id is digits"))
                .map(id ->
                        Seed.SeedComment.of(media.get(), author, comment.text()).withId(id)));
    }

    /** A user id; what is none names no user, as the seed said of an unknown one. */
    private static Either<OperatorFailure, UserId> user(String raw) {
        return UserId.parse(raw).toEither(() -> OperatorFailure.noUser(raw));
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
