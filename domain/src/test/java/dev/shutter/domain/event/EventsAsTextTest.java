package dev.shutter.domain.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.UserId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Events as a name and text fields")
class EventsAsTextTest {

    private static final UserId ALICE = new UserId("1001");
    private static final UserId BOB = new UserId("1002");

    /** One event of every kind. */
    static List<DomainEvent> oneOfEach() {
        return List.of(
                new FollowRequested(ALICE, BOB),
                new Followed(ALICE, BOB),
                new Unfollowed(ALICE, BOB),
                new RequestWithdrawn(ALICE, BOB),
                new RequestDenied(ALICE, BOB),
                new Blocked(ALICE, BOB),
                new Unblocked(ALICE, BOB),
                new CommentPosted(new CommentId("17858893269000001"), new MediaId("6579_1002"), ALICE, BOB),
                new CommentDeleted(new CommentId("17858893269000001"), new MediaId("6579_1002"), ALICE, BOB, BOB),
                new AppAuthorized(ALICE, new ClientId("demo"), Scopes.of(Set.of(Scope.COMMENTS))),
                new TokensRevoked(ALICE, new ClientId("demo"), TokensRevoked.By.REPLAYED_CODE),
                new UserPrivacyChanged(ALICE, true),
                new UserErased(ALICE));
    }

    @Test
    @DisplayName("every kind of event reads back from its name and fields as the same event")
    void roundTrip() {
        for (DomainEvent event : oneOfEach()) {
            assertThat(EventTypes.decode(event.type(), event.fields()).get())
                    .as(event.type())
                    .isEqualTo(event);
        }
    }

    @Test
    @DisplayName("every permitted kind of event has a name in EventTypes, and the examples cover them all")
    void everyKindIsRegistered() {
        Set<Class<?>> permitted = Arrays.stream(DomainEvent.class.getPermittedSubclasses())
                .flatMap(kind -> kind.isInterface() ? Arrays.stream(kind.getPermittedSubclasses()) : Stream.of(kind))
                .collect(Collectors.toSet());
        Set<Class<?>> covered = oneOfEach().stream().map(Object::getClass).collect(Collectors.toSet());
        assertThat(covered).isEqualTo(permitted);
        assertThat(EventTypes.names())
                .containsExactlyInAnyOrderElementsOf(
                        oneOfEach().stream().map(DomainEvent::type).toList());
    }

    @Test
    @DisplayName("a name this version does not know reads as none; a known one without its fields throws")
    void unknownAndBroken() {
        assertThat(EventTypes.decode("user_renamed", Map.of("user", "1001"))).isEmpty();
        assertThatThrownBy(() -> EventTypes.decode(Followed.TYPE, Map.of("from", "1001")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("fields hold ids only: a comment event carries no text")
    void noText() {
        assertThat(oneOfEach().get(7).fields()).containsOnlyKeys("comment_id", "media_id", "author", "media_owner");
    }

    @Test
    @DisplayName("a position reads back from its text and orders by commit, then sequence")
    void positions() {
        EventPosition a = new EventPosition(7, 100);
        EventPosition b = new EventPosition(8, 1);
        assertThat(EventPosition.parse(a.toString())).contains(a);
        assertThat(EventPosition.parse("7-x")).isEmpty();
        assertThat(EventPosition.parse("-1-2")).isEmpty();
        assertThat(a).isLessThan(b);
        assertThat(EventPosition.START).isLessThan(new EventPosition(0, 1));
    }
}
