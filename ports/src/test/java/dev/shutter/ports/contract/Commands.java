package dev.shutter.ports.contract;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import io.vavr.control.Either;
import java.util.HashMap;
import java.util.Map;

/** The commands of the scenarios, from the short strings the scenarios are written in. */
public final class Commands {

    private Commands() {}

    /** The media id {@code raw}. */
    public static MediaId media(String raw) {
        return new MediaId(raw);
    }

    /** Makes {@code user} private or public, as a scenario that picks at random says. */
    public static Either<OperatorFailure, User> privacy(OperatorUseCase operator, String user, boolean isPrivate) {
        UserId id = new UserId(user);
        return isPrivate ? operator.makePrivate(id) : operator.makePublic(id);
    }

    /** {@code action} (a wire word: {@code follow}, {@code approve}...) on the user {@code target}. */
    public static ChangeRelationshipCommand change(String target, String action) {
        return new ChangeRelationshipCommand(
                new UserId(target),
                RelationshipAction.parse(action).getOrElseThrow(f -> new IllegalArgumentException(f.message())));
    }

    /** An authorization request as a browser sends it, absent parameters null. */
    public static AuthorizeCommand authorize(
            String clientId,
            String redirectUri,
            String responseType,
            String scope,
            String state,
            String codeChallenge,
            String codeChallengeMethod) {
        Map<String, String> sent = new HashMap<>();
        sent.put("client_id", clientId);
        sent.put("redirect_uri", redirectUri);
        sent.put("response_type", responseType);
        sent.put("scope", scope);
        sent.put("state", state);
        sent.put("code_challenge", codeChallenge);
        sent.put("code_challenge_method", codeChallengeMethod);
        return AuthorizeCommand.fromParameters(sent::get);
    }

    /** A token request's form as sent, absent fields null. */
    public static ExchangeCodeCommand exchange(
            ClientCredentials client, String grantType, String code, String redirectUri, String codeVerifier) {
        Map<String, String> sent = new HashMap<>();
        sent.put("grant_type", grantType);
        sent.put("code", code);
        sent.put("redirect_uri", redirectUri);
        sent.put("code_verifier", codeVerifier);
        return ExchangeCodeCommand.fromForm(client, sent::get);
    }

    /** Client credentials as sent: in the form, or in HTTP Basic. */
    public static ClientCredentials credentials(String clientId, String clientSecret, boolean viaBasic) {
        return viaBasic
                ? ClientCredentials.sentInBasic(clientId, clientSecret)
                : ClientCredentials.sentInForm(clientId, clientSecret);
    }

    /** A {@code /v1} request as sent; {@code parameterToken} is its {@code access_token} parameter. */
    public static AuthenticateCommand authenticate(
            String parameterToken,
            String bearerToken,
            Endpoint endpoint,
            String signedPath,
            Map<String, String> parameters) {
        Map<String, String> all = new HashMap<>(parameters);
        if (parameterToken != null) {
            all.put("access_token", parameterToken);
        }
        return AuthenticateCommand.asSent(bearerToken, endpoint, signedPath, all);
    }
}
