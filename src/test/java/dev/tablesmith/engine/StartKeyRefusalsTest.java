package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * ExclusiveStartKey refusals, as dynalite's test/query.js and test/scan.js record them against DynamoDB (exact
 * messages: dynalite's assertValidation compares the whole message).
 */
class StartKeyRefusalsTest {
    private static final String NAME = "t";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("a"), KeyAttribute.s("b")),
            List.of(SecondaryIndex.lsi("index1", KeySchema.of(KeyAttribute.s("a"), KeyAttribute.s("c")),
                            Projection.all()),
                    SecondaryIndex.gsi("index4", KeySchema.of(KeyAttribute.s("c"), KeyAttribute.s("d")),
                            Projection.all())),
            null, null, null, null);
    private static final SimulatedTable SIM = new SimulatedTable(TABLE, List.of(
            item("a", "a", "b", "a", "c", "a", "d", "a"), item("a", "b", "b", "b", "c", "b", "d", "b")));

    private static Item item(String... kv) {
        return new Item(map(kv));
    }

    private static Map<String, AttributeValue> map(String... kv) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], AttributeValue.s(kv[i + 1]));
        }
        return m;
    }

    private static Map<String, AttributeValue> with(Map<String, AttributeValue> m, String name, AttributeValue v) {
        Map<String, AttributeValue> copy = new LinkedHashMap<>(m);
        copy.put(name, v);
        return copy;
    }

    private static QueryRequest query(String index, String condition, Map<String, AttributeValue> start) {
        return new QueryRequest(NAME, index, condition, null, null, null, Map.of(":a", AttributeValue.s("b")), null,
                null, start, null, null, null);
    }

    private static final String INVALID = "The provided starting key is invalid";
    private static final String SCHEMA = "The provided key element does not match the schema";

    @Test
    void aStartKeyWithTheWrongAttributesIsInvalidEvenBeforeABadKeyCondition() {
        // dynalite "should return ValidationException if ExclusiveStartKey for range table is invalid" (z = :a)
        for (Map<String, AttributeValue> start : List.of(map(), map("b", "a", "c", "b"), map("a", "a"),
                map("a", "a", "b", "a", "z", "a"))) {
            assertThatThrownBy(() -> SIM.query(query(null, "z = :a", start))).hasMessage(INVALID);
        }
        // "...is invalid for local index": {a, b} without c
        assertThatThrownBy(() -> SIM.query(query("index1", "z = :a", map("a", "a", "b", "a")))).hasMessage(INVALID);
        // "range in ExclusiveStartKey is invalid" with a valid condition: {a, c} instead of {a, b}
        assertThatThrownBy(() -> SIM.query(query(null, "a = :a", map("a", "a", "c", "a")))).hasMessage(INVALID);
    }

    @Test
    void aKeyAttributeOfTheWrongTypeDoesNotMatchTheSchema() {
        // dynalite "ExclusiveStartKey does not match range schema": {a: N, z: S} and {a: B, b: S}
        assertThatThrownBy(() -> SIM.query(query(null, "z = :a", with(map("z", "a"), "a", AttributeValue.n("1")))))
                .hasMessage(SCHEMA);
        // "hash in ExclusiveStartKey and KeyConditions but range has incorrect schema": {a: S, b: N}
        assertThatThrownBy(() -> SIM.query(query(null, "a = :a", with(map("a", "a"), "b", AttributeValue.n("1")))))
                .hasMessage(SCHEMA);
        // "...does not match schema for global index": {x, y, c: N}
        assertThatThrownBy(() -> SIM.query(query("index4", "c = :a",
                with(map("x", "1", "y", "1", "d", "a"), "c", AttributeValue.n("1"))))).hasMessage(SCHEMA);
    }

    @Test
    void aTableKeyOfTheWrongTypeBesideAGoodIndexKeyIsAnInvalidStartKey() {
        // dynalite "range in ExclusiveStartKey is invalid, but hash and local are ok": {a, b: N, c} on index1;
        // "global range in ExclusiveStartKey but bad in query": {x, y, c, d} on index4
        assertThatThrownBy(() -> SIM.query(query("index1", "a = :a",
                with(map("a", "1", "c", "a"), "b", AttributeValue.n("1"))))).hasMessage(INVALID + ": " + SCHEMA);
        assertThatThrownBy(() -> SIM.query(query("index4", "c = :a", map("x", "1", "y", "1", "c", "a", "d", "a"))))
                .hasMessage(INVALID + ": " + SCHEMA);
    }

    @Test
    void aStartKeyOutsideTheSortKeyConditionDoesNotMatchTheRangeKeyPredicate() {
        // dynalite "ExclusiveStartKey with non-matching range key": a = 'b' AND b > 'b', start {a: a, b: a}
        assertThatThrownBy(() -> SIM.query(query(null, "a = :a AND b > :a", map("a", "a", "b", "a"))))
                .hasMessage("The provided starting key does not match the range key predicate");
        // "global hash in ExclusiveStartKey but not matching predicate": the range check comes first
        assertThatThrownBy(() -> SIM.query(query("index4", "c = :a AND d > :a",
                map("a", "a", "b", "a", "c", "a", "d", "a"))))
                .hasMessage("The provided starting key does not match the range key predicate");
    }

    @Test
    void aStartKeyInAnotherPartitionThatMatchesTheRangeCannotBeRestarted() {
        // dynalite "ExclusiveStartKey with matching range but non-matching hash key": a = 'b' AND b < 'b'
        assertThatThrownBy(() -> SIM.query(query(null, "a = :a AND b < :a", map("a", "a", "b", "a"))))
                .hasMessage("The query can return at most one row and cannot be restarted");
        // with no sort key condition the same start key is outside the query's boundaries
        assertThatThrownBy(() -> SIM.query(query(null, "a = :a", map("a", "a", "b", "a"))))
                .hasMessage("The provided starting key is outside query boundaries based on provided conditions");
    }

    @Test
    void aValidStartKeyStillResumes() {
        var page = SIM.query(query(null, "a = :a", map("a", "b", "b", "a")));
        assertThat(page.items()).extracting(i -> i.attributes().get("b")).containsExactly(AttributeValue.s("b"));
    }

    @Test
    void aParallelScanRefusesAStartKeyFromAnotherSegment() {
        // dynalite test/scan.js "should return ValidationException for ExclusiveStartKey with wrong segment"
        for (int segment = 0; segment < 2; segment++) {
            var items = SIM.scan(new ScanRequest(NAME, null, null, null, null, null, null, null, null, null, null,
                    segment, 2)).items();
            if (items.isEmpty()) {
                continue;
            }
            Map<String, AttributeValue> start = Map.of("a", items.get(0).attributes().get("a"),
                    "b", items.get(0).attributes().get("b"));
            int other = 1 - segment;
            assertThatThrownBy(() -> SIM.scan(new ScanRequest(NAME, null, null, null, null, null, null, start, null,
                    null, null, other, 2)))
                    .hasMessage(INVALID + ": Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct "
                            + "Segment. TotalSegments: 2 Segment: " + other);
            assertThat(SIM.scan(new ScanRequest(NAME, null, null, null, null, null, null, start, null, null, null,
                    segment, 2)).items()).isNotNull();
        }
    }

    @Test
    void aScanStartKeyIsCheckedAgainstTheSchema() {
        // a start key without the table's key attributes: Scan's long wording, which 28 of 33 regions answer
        // (Parity Suite split scan-bad-start-key-message, 2026-10-07; 5 regions answer Query's short form)
        assertThatThrownBy(() -> SIM.scan(new ScanRequest(NAME, null, null, null, null, null, null, map("a", "a"),
                null, null, null, null, null))).hasMessage(INVALID + ": " + SCHEMA);
    }
}
