package dev.shutter.server.demo;

/** The demo app that {@code --demo} registers: its id and its secret; its callback is on this server. */
public record DemoApp(String clientId, String clientSecret) {

    /** The path of the callback page. */
    public static final String CALLBACK_PATH = "/demo/callback";

    @Override
    public String toString() {
        return "DemoApp[clientId=" + clientId + "]";
    }
}
