package dev.shutter.adapters.http.web;

import java.util.concurrent.CompletionStage;

/**
 * What answers a request: the shape every route of the surface has, and all a binding calls. The answer comes
 * as a stage: one already complete when everything was at hand, one completed later where the storage answers
 * later. A binding calls a handler on the thread that read the request unless the route {@link Route#mayBlock
 * may block}; the stage never fails (an unexpected failure is answered as an incident by the handler).
 */
@FunctionalInterface
public interface WebHandler {

    /** The answer to {@code request}. */
    CompletionStage<WebAnswer> answer(WebRequest request);
}
