package dev.shutter.server.demo;

import dev.shutter.adapters.http.undertow.UndertowAnswers;
import dev.shutter.adapters.http.undertow.UndertowRequest;
import dev.shutter.adapters.http.web.BaseUrl;
import dev.shutter.adapters.http.web.Exchanges;
import dev.shutter.adapters.http.web.Page;
import dev.shutter.adapters.http.web.Parameters;
import dev.shutter.server.web.ApiReference;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import java.util.regex.Pattern;

/**
 * The demo app's redirect URI, on the server itself: shows what the authorization endpoint sent back
 * and a ready {@code curl} command that exchanges the code, so the whole code flow can be tried by hand.
 * The command reads the app's secret from a shell variable that the server printed in its terminal: the
 * page is open to whoever reaches the server, the terminal only to whoever started it.
 */
public final class DemoCallbackHandler implements HttpHandler {

    /** The alphabet of the codes the server makes (unpadded base64url), and a sane length. */
    private static final Pattern CODE = Pattern.compile("[A-Za-z0-9_-]{1,128}");

    private final DemoApp app;
    private final BaseUrl baseUrl;

    public DemoCallbackHandler(DemoApp app, BaseUrl baseUrl) {
        this.app = app;
        this.baseUrl = baseUrl;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        Parameters query =
                Parameters.parse(Exchanges.rawQuery(exchange), "query string").getOrElse(Parameters.EMPTY);
        String base = baseUrl.of(UndertowRequest.of(exchange));
        StringBuilder body = new StringBuilder();
        if (query.has("error")) {
            body.append(Page.alert(
                    "The authorization ended with " + query.get("error") + ": " + query.get("error_description")));
        } else if (query.has("code") && !CODE.matcher(query.get("code")).matches()) {
            // The command below is meant to be pasted into a shell: anything but a code's alphabet could run.
            body.append(Page.alert("The code in the address is not one this server makes (codes are letters, digits,"
                    + " - and _), so no command is shown for it."));
        } else if (query.has("code")) {
            body.append("<p>The server sent back this code (valid for a few minutes, usable once):</p>\n<pre>")
                    .append(Page.escape(query.get("code")))
                    .append(
                            "</pre>\n<p>Exchange it for a token (<code>-k</code> accepts the self-signed certificate):</p>\n<pre>")
                    .append(Page.escape("curl -k -X POST " + base + "/oauth/access_token \\\n"
                            + "  -d client_id=" + app.clientId() + " \\\n"
                            + "  -d client_secret=\"$" + DemoApp.SECRET_VARIABLE + "\" \\\n"
                            + "  -d grant_type=authorization_code \\\n"
                            + "  --data-urlencode redirect_uri=" + base + DemoApp.CALLBACK_PATH + " \\\n"
                            + "  --data-urlencode 'code=" + query.get("code") + "'"))
                    .append("</pre>\n<p>The server printed <code>export " + DemoApp.SECRET_VARIABLE
                            + "=...</code> in its terminal when it started: the demo app's secret is shown only"
                            + " there, never on a page anyone who reaches the server could open.</p>\n")
                    .append("<p>Then call the API with the <code>access_token</code> it returns:</p>\n<pre>")
                    .append(Page.escape("curl -k -H 'Authorization: Bearer ACCESS_TOKEN' " + base + "/v1/users/self"))
                    .append("</pre>\n");
        } else {
            body.append(Page.paragraph("No code in the query. With response_type=token the access token is in"
                    + " the fragment of this page's address (after #), which never reaches the server."));
        }
        if (query.has("state")) {
            body.append(Page.paragraph("state: " + query.get("state")));
        }
        if (query.has("iss")) {
            body.append(Page.paragraph("iss: " + query.get("iss")));
        }
        body.append(
                "<p>Every endpoint, in a browser: the <a href=\"" + ApiReference.PATH + "\">API reference</a>.</p>\n");
        UndertowAnswers.write(exchange, Page.answer(200, "Demo app callback", body.toString()));
    }
}
