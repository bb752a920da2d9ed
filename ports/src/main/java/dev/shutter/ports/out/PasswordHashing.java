package dev.shutter.ports.out;

/** A slow, salted password hash, for user passwords and client secrets that people chose. */
public interface PasswordHashing {

    /** The hash of {@code password} with a fresh salt; it embeds the salt and the cost. */
    String hash(String password);

    /** Whether {@code password} is the one hashed into {@code hash}. */
    boolean verify(String password, String hash);
}
