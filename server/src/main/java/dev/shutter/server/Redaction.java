package dev.shutter.server;

/**
 * Storage specs as messages may show them: a JDBC URL can carry a password in its user info, its query
 * or (H2) its {@code ;} settings.
 */
final class Redaction {

    private Redaction() {}

    static String spec(String spec) {
        String shown = spec.replaceAll("//[^/@]*@", "//***@");
        int cut = shown.length();
        for (char c : new char[] {'?', ';'}) {
            int at = shown.indexOf(c);
            if (at >= 0) {
                cut = Math.min(cut, at);
            }
        }
        return cut == shown.length() ? shown : shown.substring(0, cut) + shown.charAt(cut) + "***";
    }
}
