package dev.shutter.ports.service;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;

/** The operator's media: registration under an existing owner. */
final class OperatorMedia {

    private final Storage storage;
    private final Randomness randomness;

    OperatorMedia(Storage storage, Randomness randomness) {
        this.storage = storage;
        this.randomness = randomness;
    }

    /** Registers a media, in the caller's transaction. */
    Either<OperatorFailure, Media> create(CreateMediaCommand command) {
        return Lookups.user(storage, command.owner())
                .mapLeft(f -> new OperatorFailure("owner", f.message()))
                .flatMap(owner -> {
                    MediaId id = command.id()
                            .getOrElse(() -> new MediaId(
                                    Long.toString(Math.floorMod(randomness.nextLong(), 900_000_000_000_000_000L)
                                                    + 100_000_000_000_000_000L)
                                            + "_" + owner.id()));
                    if (storage.media().find(id).isDefined()) {
                        return Either.left(new OperatorFailure("id", "media " + id + " already exists"));
                    }
                    Media media = new Media(id, owner.id());
                    storage.media().add(media);
                    return Either.right(media);
                });
    }
}
