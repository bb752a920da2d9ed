package dev.shutter.ports.in;

import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.CodeVerifier;
import dev.shutter.domain.oauth.RedirectUri;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Objects;
import java.util.function.Function;

/**
 * The form of {@code POST /oauth/access_token}; absent fields are null. A host that makes one itself uses
 * {@link #authorizationCode}, with {@link #withCodeVerifier} for PKCE:
 *
 * <pre>{@code
 * ExchangeCodeCommand.authorizationCode(ClientCredentials.inForm(app.client().id(), secret), code, RedirectUri.of("https://app.example/cb"))
 * }</pre>
 */
public final class ExchangeCodeCommand {

    @NotNull
    @Valid
    private final ClientCredentials client;

    @Size(max = 64)
    private final String grantType;

    @Size(max = CodeText.MAX_LENGTH)
    private final String code;

    @Size(max = 2048)
    private final String redirectUri;

    @Size(max = 256)
    private final String codeVerifier;

    private ExchangeCodeCommand(
            ClientCredentials client, String grantType, String code, String redirectUri, String codeVerifier) {
        this.client = client;
        this.grantType = grantType;
        this.code = code;
        this.redirectUri = redirectUri;
        this.codeVerifier = codeVerifier;
    }

    public ClientCredentials client() {
        return client;
    }

    public String grantType() {
        return grantType;
    }

    public String code() {
        return code;
    }

    public String redirectUri() {
        return redirectUri;
    }

    public String codeVerifier() {
        return codeVerifier;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ExchangeCodeCommand that
                && java.util.Objects.equals(client, that.client)
                && java.util.Objects.equals(grantType, that.grantType)
                && java.util.Objects.equals(code, that.code)
                && java.util.Objects.equals(redirectUri, that.redirectUri)
                && java.util.Objects.equals(codeVerifier, that.codeVerifier);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(client, grantType, code, redirectUri, codeVerifier);
    }

    /**
     * The grant {@code authorization_code}: {@code code} (from {@link AuthorizationGrant#issuedCode()}) was issued
     * for {@code redirectUri}.
     */
    public static ExchangeCodeCommand authorizationCode(
            ClientCredentials client, CodeText code, RedirectUri redirectUri) {
        return CommandCheck.valid(new ExchangeCodeCommand(
                client,
                "authorization_code",
                Objects.requireNonNull(code, "code").value(),
                Objects.requireNonNull(redirectUri, "redirectUri").value(),
                null));
    }

    /**
     * The form of {@code POST /oauth/access_token} as sent, each field by its wire name ({@code grant_type},
     * {@code code}, {@code redirect_uri}, {@code code_verifier}), absent ones null: the use case checks it.
     */
    public static ExchangeCodeCommand fromForm(ClientCredentials client, Function<String, String> form) {
        return new ExchangeCodeCommand(
                client,
                form.apply("grant_type"),
                form.apply("code"),
                form.apply("redirect_uri"),
                form.apply("code_verifier"));
    }

    /** The same exchange with the PKCE verifier of the code's challenge. */
    public ExchangeCodeCommand withCodeVerifier(CodeVerifier verifier) {
        return CommandCheck.valid(new ExchangeCodeCommand(
                client,
                grantType,
                code,
                redirectUri,
                Objects.requireNonNull(verifier, "verifier").value()));
    }

    @Override
    public String toString() {
        return "ExchangeCodeCommand[client=" + client + ", grantType=" + grantType + "]";
    }
}
