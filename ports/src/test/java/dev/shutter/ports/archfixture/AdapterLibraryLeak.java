package dev.shutter.ports.archfixture;

import at.favre.lib.crypto.bcrypt.BCrypt;
import java.nio.charset.StandardCharsets;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;

/** Deliberately broken: ports code that reaches for bcrypt and Hibernate Validator, which adapters bring. */
public final class AdapterLibraryLeak {

    private AdapterLibraryLeak() {}

    public static String hash(String password) {
        return BCrypt.withDefaults().hashToString(4, password.toCharArray());
    }

    public static Object interpolator() {
        return new ParameterMessageInterpolator();
    }

    public static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
