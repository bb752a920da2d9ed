package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.domain.Failure;
import dev.shutter.ports.in.Authenticated;
import dev.shutter.ports.in.Authentication;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.RateStatus;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer to a {@code /v1} request once authenticated (or refused): the operation's, in the envelope, with the
 * rate budget it was counted against ({@code X-Ratelimit-*}) and the endpoint's {@code Deprecation}; an
 * unexpected failure as the catalogue's 503 or 500 with an incident.
 */
final class ApiAnswers {

    private static final String DEPRECATION = "Deprecation";

    private final Incidents incidents;

    ApiAnswers(Incidents incidents) {
        this.incidents = incidents;
    }

    /** The answer to {@code read}, authenticated as {@code done}. */
    WebAnswer answer(ApiRequests.Read read, Authenticated done) {
        Authentication checked = done.authentication();
        Either<Failure, Caller> caller = checked.outcome();
        if (caller.isLeft()) {
            return refused(caller.getLeft(), checked.rate(), read.deprecation());
        }
        Parameters parameters = read.call().parameters();
        Option<String> ambiguous = parameters.firstAmbiguous();
        if (ambiguous.isDefined()) {
            return refused(ApiRequests.twice(ambiguous.get()), checked.rate(), read.deprecation());
        }
        Either<Failure, ApiAnswer> answer = read.work().apply(caller.get(), done.read());
        if (answer.isLeft()) {
            return refused(answer.getLeft(), checked.rate(), read.deprecation());
        }
        Option<Envelope.Pagination> pagination = answer.get()
                .nextCursor()
                .map(cursor -> Envelope.Pagination.after(
                        read.call().baseUrl().get(), read.call().rawPath(), parameters, cursor));
        return WebAnswer.json(200, Envelope.success(answer.get().data(), pagination))
                .with(headers(
                        checked.rate(),
                        ApiRequests.deprecation(
                                read.found().route().endpoint(), answer.get().ownResource())));
    }

    /**
     * {@link #answer}, or the answer to its unexpected failure: the catalogue's 503 or 500, with an incident and the
     * budget the request was counted against, without the endpoint's {@code Deprecation}.
     */
    WebAnswer guarded(ApiRequests.Read read, Authenticated done) {
        try {
            return answer(read, done);
        } catch (RuntimeException | Error e) {
            return refused(unexpected(e), done.authentication().rate(), Option.none());
        }
    }

    /** The answer to an unexpected failure: the catalogue's 503 or 500, with an incident. */
    WebAnswer failed(Throwable e) {
        return Envelope.answer(unexpected(e));
    }

    private Failure unexpected(Throwable e) {
        return incidents.outage(e).getOrElse(() -> new Failure.Unexpected(incidents.record(e)));
    }

    /**
     * The envelope of {@code failure}, with the budget it was counted against (a rate-limit refusal carries its
     * own) and the endpoint's {@code Deprecation}.
     */
    static WebAnswer refused(Failure failure, Option<RateStatus> rate, Option<String> deprecation) {
        WebAnswer answer = Envelope.answer(failure);
        if (rate.isEmpty() && deprecation.isEmpty()) {
            return answer;
        }
        return answer.with(headers(failure instanceof Failure.RateLimited ? Option.none() : rate, deprecation));
    }

    private static List<WebAnswer.Header> headers(Option<RateStatus> rate, Option<String> deprecation) {
        List<WebAnswer.Header> headers = new ArrayList<>(3);
        if (rate.isDefined()) {
            headers.add(new WebAnswer.Header(
                    Envelope.RATE_LIMIT, String.valueOf(rate.get().limit())));
            headers.add(new WebAnswer.Header(
                    Envelope.RATE_REMAINING, String.valueOf(rate.get().remaining())));
        }
        if (deprecation.isDefined()) {
            headers.add(new WebAnswer.Header(DEPRECATION, deprecation.get()));
        }
        return headers;
    }
}
