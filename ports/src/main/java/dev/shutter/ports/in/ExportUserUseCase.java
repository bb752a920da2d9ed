package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;

/** GDPR article 20: the operator hands a person their data. */
public interface ExportUserUseCase {

    /** Everything held about the user, as one consistent document. */
    Either<OperatorFailure, PersonalData> export(UserId user);
}
