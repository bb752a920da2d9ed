package dev.shutter.adapters.http.servlet.archfixture;

import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.domain.Failure;

/** Deliberately broken: a binding's class that decides an answer of the catalogue itself, a rule written twice. */
public final class AnswersARouteItself {

    private AnswersARouteItself() {}

    public static WebAnswer unknown(String path) {
        return path.startsWith("/v1") ? Envelope.answer(new Failure.EndpointNotFound()) : WebAnswer.empty(404);
    }
}
