package dev.shutter.adapters.jdbc;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.RetiringSecret;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.Clients;
import io.vavr.control.Option;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * Apps in {@code clients}, with their redirect URIs (in registration order) and sandbox users in tables
 * of their own. The secret is stored as {@link StoredSecret#encoded()}, never in the clear.
 */
final class JdbcClients implements Clients {

    private final Sql sql;

    JdbcClients(Sql sql) {
        this.sql = sql;
    }

    /**
     * The columns of an app as {@link #client} reads them, from {@code clients} aliased {@code c}: its
     * redirect URIs and sandbox users come along as arrays (ARRAY(subquery), which PostgreSQL and H2 both
     * know), so an app is one statement: one round trip, and a consistent read by itself.
     */
    static final String CLIENT_COLUMNS = "c.secret, c.name, c.status, c.approved_scopes, c.comment_write,"
            + " c.implicit_allowed, c.enforce_signed_requests, c.sealed_signing_secret, c.created_time,"
            + " ARRAY(SELECT uri FROM {schema}.shutter_client_redirect_uris r WHERE r.client_id = c.id ORDER BY seq) AS redirect_uris,"
            + " ARRAY(SELECT user_id FROM {schema}.shutter_client_sandbox_users s WHERE s.client_id = c.id) AS sandbox_users";

    @Override
    public Option<Client> find(ClientId id) {
        return sql.first(
                "clients.find",
                "SELECT " + CLIENT_COLUMNS + " FROM {schema}.shutter_clients c WHERE c.id = ?",
                row -> client(row, id),
                id.value());
    }

    /** Apps as mapped from their columns: every authenticated request reads its app. */
    private static final Memo<Row, Client> MAPPED = new Memo<>(1024);

    /**
     * The app {@code id} from a row of {@link #CLIENT_COLUMNS}; the arrays are read as text first, and parsed
     * only when these columns were not mapped before.
     */
    static Client client(Rows row, ClientId id) throws SQLException {
        Row columns = new Row(
                id,
                Columns.optionalText(row, "secret"),
                row.getString("name"),
                row.getString("status"),
                row.getString("approved_scopes"),
                row.getBoolean("comment_write"),
                row.getBoolean("implicit_allowed"),
                row.getBoolean("enforce_signed_requests"),
                Columns.optionalText(row, "sealed_signing_secret"),
                Columns.instant(row, "created_time"),
                row.getString("redirect_uris"),
                row.getString("sandbox_users"));
        return MAPPED.of(columns, unknown -> unknown.toClient(redirectUris(row), sandboxUsers(row)));
    }

    private static List<RedirectUri> redirectUris(Rows row) throws SQLException {
        List<RedirectUri> uris = new ArrayList<>();
        for (Object uri : elements(row, "redirect_uris")) {
            uris.add(RedirectUri.of(uri.toString()));
        }
        return uris;
    }

    private static HashSet<UserId> sandboxUsers(Rows row) throws SQLException {
        HashSet<UserId> users = new HashSet<>();
        for (Object user : elements(row, "sandbox_users")) {
            BigDecimal digits = user instanceof BigDecimal number ? number : new BigDecimal(user.toString());
            users.add(new UserId(digits.toPlainString()));
        }
        return users;
    }

    private static Object[] elements(Rows row, String column) throws SQLException {
        Object[] elements = row.getArray(column);
        return elements == null ? new Object[0] : elements;
    }

    @Override
    public void save(Client client) {
        sql.atomically(() -> {
            Object[] values = {
                client.secret().map(StoredSecret::encoded).<Object>map(s -> s).getOrElse(Sql.NULL_VARCHAR),
                client.name(),
                client.status().wireName(),
                client.approvedScopes().wireForm(),
                client.commentWrite(),
                client.implicitAllowed(),
                client.enforceSignedRequests(),
                Columns.text(client.sealedSigningSecret()),
                Columns.micros(client.createdTime()),
                client.id().value()
            };
            int updated = sql.update(
                    "clients.save",
                    "UPDATE {schema}.shutter_clients SET secret = ?, name = ?, status = ?, approved_scopes = ?, comment_write = ?,"
                            + " implicit_allowed = ?, enforce_signed_requests = ?, sealed_signing_secret = ?,"
                            + " created_time = ? WHERE id = ?",
                    values);
            if (updated == 0) {
                sql.update(
                        "clients.save",
                        "INSERT INTO {schema}.shutter_clients (secret, name, status, approved_scopes, comment_write, implicit_allowed,"
                                + " enforce_signed_requests, sealed_signing_secret, created_time, id)"
                                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        values);
            }
            sql.update(
                    "clients.save",
                    "DELETE FROM {schema}.shutter_client_redirect_uris WHERE client_id = ?",
                    client.id().value());
            sql.update(
                    "clients.save",
                    "DELETE FROM {schema}.shutter_client_sandbox_users WHERE client_id = ?",
                    client.id().value());
            List<Object[]> uris = new ArrayList<>();
            for (int i = 0; i < client.redirectUris().size(); i++) {
                uris.add(new Object[] {
                    client.id().value(), i, client.redirectUris().get(i).value()
                });
            }
            sql.batch(
                    "clients.save",
                    "INSERT INTO {schema}.shutter_client_redirect_uris (client_id, seq, uri) VALUES (?, ?, ?)",
                    uris);
            sql.batch(
                    "clients.save",
                    "INSERT INTO {schema}.shutter_client_sandbox_users (client_id, user_id) VALUES (?, ?)",
                    client.sandboxUsers().stream()
                            .map(user -> new Object[] {client.id().value(), Columns.storable(user)})
                            .toList());
            return true;
        });
    }

    /** The columns of {@code clients}, the arrays as text. */
    private record Row(
            ClientId id,
            Option<String> secret,
            String name,
            String status,
            String approvedScopes,
            boolean commentWrite,
            boolean implicitAllowed,
            boolean enforceSignedRequests,
            Option<String> sealedSigningSecret,
            Instant createdTime,
            String redirectUriText,
            String sandboxUserText) {

        Client toClient(List<RedirectUri> redirectUris, HashSet<UserId> sandboxUsers) throws SQLException {
            Client.Builder app = Client.restored(id, name, redirectUris, createdTime)
                    .status(AppStatus.byWireName(status)
                            .getOrElseThrow(() -> new IllegalStateException("unknown app status in storage")))
                    .approvedScopes(Columns.scopes(approvedScopes))
                    .sandboxUsers(sandboxUsers);
            secret.map(encoded -> StoredSecret.decode(encoded)
                            .getOrElseThrow(() -> new IllegalStateException("unreadable client secret in storage")))
                    .forEach(app::secret);
            if (commentWrite) {
                app.commentWrite();
            }
            if (implicitAllowed) {
                app.implicitFlow();
            }
            if (enforceSignedRequests) {
                app.signedRequests();
            }
            sealedSigningSecret.forEach(app::sealedSigningSecret);
            return app.build();
        }
    }

    @Override
    public List<Client> page(Option<ClientId> after, int limit) {
        return sql.list(
                "clients.page",
                "SELECT c.id, " + CLIENT_COLUMNS
                        + " FROM {schema}.shutter_clients c WHERE c.id > ? ORDER BY c.id LIMIT ?",
                row -> client(row, new ClientId(row.getString("id"))),
                after.map(ClientId::value).getOrElse(""),
                limit);
    }

    @Override
    public void removeSandboxUser(UserId user) {
        sql.update(
                "clients.removeSandboxUser",
                "DELETE FROM {schema}.shutter_client_sandbox_users WHERE user_id = ?",
                Columns.key(user));
    }

    @Override
    public Option<RetiringSecret> retiringSecret(ClientId id) {
        return sql.first(
                "clients.retiringSecret",
                "SELECT secret, sealed_signing_secret, until FROM {schema}.shutter_client_retiring_secrets WHERE client_id = ?",
                row -> new RetiringSecret(
                        StoredSecret.decode(row.getString("secret"))
                                .getOrElseThrow(() -> new IllegalStateException("unreadable client secret in storage")),
                        Columns.optionalText(row, "sealed_signing_secret"),
                        Columns.instant(row, "until")),
                id.value());
    }

    @Override
    public void setRetiringSecret(ClientId id, Option<RetiringSecret> secret) {
        sql.atomically(() -> {
            sql.update(
                    "clients.setRetiringSecret",
                    "DELETE FROM {schema}.shutter_client_retiring_secrets WHERE client_id = ?",
                    id.value());
            secret.forEach(retiring -> sql.update(
                    "clients.setRetiringSecret",
                    "INSERT INTO {schema}.shutter_client_retiring_secrets (client_id, secret, sealed_signing_secret, until)"
                            + " VALUES (?, ?, ?, ?)",
                    id.value(),
                    retiring.secret().encoded(),
                    Columns.text(retiring.sealedSigningSecret()),
                    Columns.micros(retiring.until())));
            return true;
        });
    }
}
