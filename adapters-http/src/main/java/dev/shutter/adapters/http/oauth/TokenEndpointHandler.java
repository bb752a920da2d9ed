package dev.shutter.adapters.http.oauth;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.http.web.WebRequest;
import java.util.concurrent.CompletionStage;

/**
 * What the token, revocation and introspection endpoints share: POST only, and the JSON error shape even when
 * broken. They may block (a client secret's hash, the storage): a binding calls them on a worker thread.
 */
abstract class TokenEndpointHandler implements WebHandler {

    private final Incidents incidents;

    TokenEndpointHandler(Incidents incidents) {
        this.incidents = incidents;
    }

    @Override
    public final CompletionStage<WebAnswer> answer(WebRequest request) {
        WebAnswer answer;
        try {
            if (!request.method().equals("POST")) {
                answer = TokenResponses.send(405, "invalid_request", "method not allowed")
                        .with("Allow", "POST");
            } else {
                answer = ClientForm.read(request).fold(TokenResponses::failure, this::serve);
            }
        } catch (RuntimeException | Error e) {
            answer = TokenResponses.unexpected(incidents, e);
        }
        return answer.now();
    }

    /** The answer to a well-formed client request. */
    abstract WebAnswer serve(ClientForm form);
}
