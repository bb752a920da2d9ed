package dev.shutter.adapters.http.oauth;

/** What a failed login says: the same for an unknown user and a wrong password. */
final class LoginMessages {

    static final String INVALID = "Incorrect username or password.";

    private LoginMessages() {}

    static String throttled(long seconds) {
        return "Too many failed attempts for this username or from this network. Try again in " + seconds + " second"
                + (seconds == 1 ? "" : "s") + ".";
    }
}
