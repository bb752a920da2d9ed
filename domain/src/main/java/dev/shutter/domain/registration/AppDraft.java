package dev.shutter.domain.registration;

import java.util.List;
import java.util.Objects;

/**
 * What the registration rules read of a new app: its redirect URIs as written, whether it is public,
 * whether a secret was chosen for it, whether it must sign its requests, how many sandbox users it names.
 */
public record AppDraft(List<String> redirectUris, Confidentiality kind, Options options, int sandboxUsers) {

    /** Whether the app keeps a secret, and whether one was chosen for it. */
    public enum Confidentiality {
        /** A server-side app that keeps a secret the server generates. */
        CONFIDENTIAL_GENERATED,
        /** A server-side app whose secret a person chose. */
        CONFIDENTIAL_CHOSEN,
        /** A public client (mobile, browser) given no secret. */
        PUBLIC,
        /** A public client that was given a secret anyway: refused. */
        PUBLIC_WITH_SECRET;

        /** The case of an app that is public or not, and was given a secret or not. */
        public static Confidentiality of(boolean isPublic, boolean secretGiven) {
            if (isPublic) {
                return secretGiven ? PUBLIC_WITH_SECRET : PUBLIC;
            }
            return secretGiven ? CONFIDENTIAL_CHOSEN : CONFIDENTIAL_GENERATED;
        }
    }

    /** The options that need more of the server than the app itself. */
    public enum Options {
        PLAIN,
        SIGNED_REQUESTS
    }

    public AppDraft {
        redirectUris = List.copyOf(redirectUris);
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(options, "options");
    }

    /** Whether the app has a secret (chosen or generated). */
    public boolean confidential() {
        return kind == Confidentiality.CONFIDENTIAL_CHOSEN || kind == Confidentiality.CONFIDENTIAL_GENERATED;
    }
}
