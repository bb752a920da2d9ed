package dev.shutter.ports.in;

/** Why the operator's request was refused: {@code where} names the field or fixtures entry. */
public record OperatorFailure(String where, String message) {

    /** Nothing is the user {@code raw} names (whether or not it is a user id at all). */
    public static OperatorFailure noUser(String raw) {
        return new OperatorFailure("", "no user " + raw);
    }

    /** Nothing is the app {@code raw} names (whether or not it is a client id at all). */
    public static OperatorFailure noApp(String raw) {
        return new OperatorFailure("", "no app " + raw);
    }

    /**
     * A refused property of a command, named as the operator's JSON spells it: {@code redirect_uris[0]} for
     * the property path {@code redirectUris[0].<list element>}.
     */
    public static OperatorFailure ofProperty(String propertyPath, String message) {
        StringBuilder snake = new StringBuilder();
        for (char c :
                propertyPath.replaceAll("\\.<[a-z ]+>", "").replace("[]", "").toCharArray()) {
            if (Character.isUpperCase(c)) {
                snake.append('_').append(Character.toLowerCase(c));
            } else {
                snake.append(c);
            }
        }
        return new OperatorFailure(snake.toString(), message);
    }

    /** The whole sentence, for a log line or an error body. */
    public String describe() {
        return where.isEmpty() ? message : where + ": " + message;
    }

    /** The same failure, inside a larger request (a fixtures entry, say). */
    public OperatorFailure within(String outer) {
        return new OperatorFailure(where.isEmpty() ? outer : outer + "." + where, message);
    }
}
