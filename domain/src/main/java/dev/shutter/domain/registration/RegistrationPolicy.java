package dev.shutter.domain.registration;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.RedirectUri;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;

/**
 * A rule a new app must pass (DECISIONS section 7), with the field it names and its own reason. The
 * command's builder and the operator use case apply the same list, so both refuse the same app with the
 * same words; the first refusal wins.
 */
@FunctionalInterface
public interface RegistrationPolicy {

    /** Why {@code draft} is refused, if it is. */
    Option<Refusal> check(AppDraft draft);

    /** The field a rule names ({@code redirect_uris[0]}, {@code client_secret}...) and why. */
    record Refusal(String field, String reason) {}

    /**
     * Every redirect URI is registrable: absolute, with a host and no fragment, a port from 1 to 65535, and
     * https (or an app's own scheme) unless the host is a loopback one.
     */
    RegistrationPolicy REDIRECT_URIS_REGISTRABLE = draft -> {
        for (int i = 0; i < draft.redirectUris().size(); i++) {
            Either<String, RedirectUri> uri =
                    RedirectUri.registrable(draft.redirectUris().get(i));
            if (uri.isLeft()) {
                return Option.some(new Refusal("redirect_uris[" + i + "]", uri.getLeft()));
            }
        }
        return Option.none();
    };

    /** A public client cannot keep a secret, so it is given none. */
    RegistrationPolicy PUBLIC_CLIENT_HAS_NO_SECRET =
            draft -> draft.kind() == AppDraft.Confidentiality.PUBLIC_WITH_SECRET
                    ? Option.some(new Refusal("client_secret", "a public client has no secret"))
                    : Option.none();

    /** Sandbox users are a short list of testers. */
    RegistrationPolicy FEW_SANDBOX_USERS = draft -> draft.sandboxUsers() > Client.MAX_SANDBOX_USERS
            ? Option.some(new Refusal("sandbox_users", "at most " + Client.MAX_SANDBOX_USERS + " sandbox users"))
            : Option.none();

    /** A signature is made with the app's secret: only a confidential app can sign. */
    RegistrationPolicy SIGNING_NEEDS_A_SECRET = draft -> draft.options() == AppDraft.Options.SIGNED_REQUESTS
                    && !draft.confidential()
            ? Option.some(new Refusal(
                    "enforce_signed_requests", "signed requests need a confidential app and a server sealing key"))
            : Option.none();

    /** The rules of the app alone, in the order they are checked. */
    List<RegistrationPolicy> OF_THE_APP =
            List.of(REDIRECT_URIS_REGISTRABLE, PUBLIC_CLIENT_HAS_NO_SECRET, FEW_SANDBOX_USERS, SIGNING_NEEDS_A_SECRET);

    /** The first refusal of {@code policies}, in order. */
    static Option<Refusal> firstRefusal(List<RegistrationPolicy> policies, AppDraft draft) {
        for (RegistrationPolicy policy : policies) {
            Option<Refusal> refusal = policy.check(draft);
            if (refusal.isDefined()) {
                return refusal;
            }
        }
        return Option.none();
    }
}
