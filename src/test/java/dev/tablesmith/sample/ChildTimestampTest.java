package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.Relationships.LaterTime;
import dev.tablesmith.sample.Relationships.Reference;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A blog as a new user designs it in the app (attributes without examples): generated comments are written after
 * their post, at different times, and every reference names a generated record.
 */
class ChildTimestampTest {
    /** Posts in their author's collection, sorted by time; comments in their post's, sorted by time. */
    private static final String POSTS_BY_AUTHOR = """
            { "name": "User", "attributes": [ { "name": "userId", "type": "S", "required": true },
              { "name": "name", "type": "S" }, { "name": "createdAt", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "USER#{userId}" }, "SK": { "template": "PROFILE" } } },
            { "name": "Post", "attributes": [ { "name": "postId", "type": "S", "required": true },
              { "name": "userId", "type": "S", "required": true }, { "name": "title", "type": "S" },
              { "name": "createdAt", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "USER#{userId}" }, "SK": { "template": "POST#{createdAt}#{postId}" } } },
            { "name": "Comment", "attributes": [ { "name": "postId", "type": "S", "required": true },
              { "name": "commentId", "type": "S", "required": true }, { "name": "userId", "type": "S" },
              { "name": "body", "type": "S" }, { "name": "createdAt", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "POST#{postId}" }, "SK": { "template": "COMMENT#{createdAt}" } } }
            """;

    /** Posts in their own collection, listed per author through GSI1. */
    private static final String POSTS_ON_THEIR_OWN = """
            { "name": "User", "attributes": [ { "name": "userId", "type": "S", "required": true },
              { "name": "createdAt", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "USER#{userId}" }, "SK": { "template": "PROFILE" } } },
            { "name": "Post", "attributes": [ { "name": "postId", "type": "S", "required": true },
              { "name": "userId", "type": "S", "required": true },
              { "name": "createdAt", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "POST#{postId}" }, "SK": { "template": "POST" },
                        "GSI1PK": { "template": "USER#{userId}" }, "GSI1SK": { "template": "POST#{createdAt}" } } },
            { "name": "Comment", "attributes": [ { "name": "postId", "type": "S", "required": true },
              { "name": "userId", "type": "S", "required": true }, { "name": "createdAt", "type": "S" } ],
              "keys": { "PK": { "template": "POST#{postId}" }, "SK": { "template": "COMMENT#{createdAt}" } } }
            """;

    @Test
    void aCommentsOwnCreatedAtIsNotHowItRefersToItsPost() {
        Relationships relationships = Relationships.infer(SampleFixtures.design(POSTS_BY_AUTHOR).table());

        assertThat(relationships.references()).noneMatch(r -> r.attributes().contains("createdAt"));
        assertThat(relationships.referencesFrom("Comment")).containsExactly(
                new Reference("Comment", List.of("userId"), List.of("User")),
                new Reference("Comment", List.of("postId"), List.of("Post")));
        assertThat(relationships.laterTimes()).contains(
                new LaterTime("Comment", "createdAt", "Post", List.of("postId")),
                new LaterTime("Post", "createdAt", "User", List.of("userId")));
    }

    @Test
    void commentsAreWrittenAfterTheirPostAndAtDifferentTimes() {
        for (String layout : List.of(POSTS_BY_AUTHOR, POSTS_ON_THEIR_OWN)) {
            Table table = new SampleGenerator(7).generate(SampleFixtures.design(layout).table(), 30).table();
            Map<String, Instant> postTimes = new HashMap<>();
            SampleFixtures.records(table, "Post").forEach(p -> postTimes.put(text(p, "postId"), time(p)));
            Map<String, List<Instant>> commentTimes = new HashMap<>();
            for (Item comment : SampleFixtures.records(table, "Comment")) {
                Instant posted = postTimes.get(text(comment, "postId"));
                assertThat(posted).as("the post of %s", comment).isNotNull();
                assertThat(time(comment)).as("%s after its post (%s)", comment, posted).isAfter(posted);
                commentTimes.computeIfAbsent(text(comment, "postId"), p -> new java.util.ArrayList<>())
                        .add(time(comment));
            }
            commentTimes.values().forEach(times -> assertThat(times).doesNotHaveDuplicates());
            assertThat(commentTimes.values().stream().flatMap(List::stream).collect(Collectors.toSet()))
                    .hasSize(SampleFixtures.records(table, "Comment").size());
        }
    }

    @Test
    void postsAreWrittenAfterTheirAuthorSignedUpAndNameAGeneratedUser() {
        Table table = new SampleGenerator(11).generate(SampleFixtures.design(POSTS_BY_AUTHOR).table(), 25).table();
        Map<String, Instant> joined = new HashMap<>();
        SampleFixtures.records(table, "User").forEach(u -> joined.put(text(u, "userId"), time(u)));
        Set<String> posts = Set.copyOf(SampleFixtures.texts(table, "Post", "postId"));

        for (Item post : SampleFixtures.records(table, "Post")) {
            assertThat(joined).containsKey(text(post, "userId"));
            assertThat(time(post)).isAfter(joined.get(text(post, "userId")));
        }
        assertThat(posts).containsAll(SampleFixtures.texts(table, "Comment", "postId"));
        assertThat(joined.keySet()).containsAll(SampleFixtures.texts(table, "Comment", "userId"));
    }

    private static String text(Item item, String attribute) {
        return ((AttributeValue.S) item.get(attribute).orElseThrow()).value();
    }

    private static Instant time(Item item) {
        return Instant.parse(text(item, "createdAt"));
    }
}
