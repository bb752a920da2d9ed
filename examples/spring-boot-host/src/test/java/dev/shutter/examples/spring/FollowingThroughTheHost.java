package dev.shutter.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.jdbc.JdbcStorage;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The scenario of the example, on whichever database the subclass gives the application: the host's
 * members follow one another through Shutter's use cases, and the host's own table and Flyway history
 * hold only the host's.
 */
abstract class FollowingThroughTheHost {

    private static final String CALLBACK = "https://host.example/cb";

    @Autowired
    private Members members;

    @Autowired
    private Shutter shutter;

    @Autowired
    private JdbcStorage storage;

    @Autowired
    private JdbcTemplate jdbc;

    @Value("${shutter.schema}")
    private String shutterSchema;

    @Test
    @DisplayName("a member follows another through Shutter; the host's users table and history are the host's alone")
    void memberFollowsAnother() {
        // given two members of the host, each a user of Shutter's, and an app Alice approves
        var alice = members.join(1, "alice@example.com", "alice", "correct horse");
        var bob = members.join(2, "bob@example.com", "bob", "battery staple");
        String token = tokenOf(alice.id());

        // when Alice follows Bob through the host's service
        Edge edge = members.follow(token, "bob@example.com");

        // then Shutter stored the follow
        assertThat(edge).isEqualTo(Edge.FOLLOWS);
        assertThat(storage.relationships().edge(alice.id(), bob.id())).isEqualTo(Edge.FOLLOWS);

        // and the host's own users table holds the host's rows, in the host's shape
        assertThat(jdbc.queryForList("SELECT email FROM users ORDER BY id", String.class))
                .containsExactly("alice@example.com", "bob@example.com");
        assertThat(jdbc.queryForList("SELECT shutter_user_id FROM users ORDER BY id", String.class))
                .containsExactly(alice.id().value(), bob.id().value());

        // and Shutter's users are in Shutter's schema; the host's Flyway history lists only the host's migration
        assertThat(jdbc.queryForList(
                        "SELECT username FROM " + shutterSchema + ".shutter_users ORDER BY username", String.class))
                .containsExactly("alice", "bob");
        assertThat(jdbc.queryForList(
                        "SELECT \"script\" FROM \"flyway_schema_history\" WHERE \"type\" = 'SQL'", String.class))
                .containsExactly("V1__host_users.sql");
    }

    /** Alice approves a live app; the app exchanges the code for her access token. */
    private String tokenOf(dev.shutter.domain.user.UserId user) {
        var app = shutter.operator()
                .createApp(CreateAppCommand.confidential("Host app", CALLBACK)
                        .live()
                        .scopes(Scope.RELATIONSHIPS)
                        .build())
                .get();
        var request = AuthorizeCommand.code(app.client().id(), RedirectUri.of(CALLBACK))
                .scopes(Scope.RELATIONSHIPS)
                .build();
        CodeText code = shutter.authorization()
                .approve(user, request)
                .get()
                .issuedCode()
                .get();
        return shutter.codeExchange()
                .exchange(ExchangeCodeCommand.authorizationCode(
                        ClientCredentials.inForm(
                                app.client().id(), app.generatedSecret().get()),
                        code,
                        RedirectUri.of(CALLBACK)))
                .get()
                .accessToken();
    }
}
