package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The refusals DynamoDB gives for a key attribute value, in its words. Sources: the conformance suite's
 * tests/tier3/error-messages/batchGetItem.test.ts (empty binary key, captured on AWS), dynalite's and moto's
 * tests against DynamoDB (the key sizes: note "limit of2048" has no space, "limit of 1024" has one), ScyllaDB
 * test/alternator/test_limits.py (1024 bytes accepted, 1025 refused).
 */
class KeyValueLimitsTest {
    private static final String EMPTY_STRING = "One or more parameter values are not valid. The AttributeValue for a "
            + "key attribute cannot contain an empty string value. Key: ";
    private static final String EMPTY_BINARY = "One or more parameter values are not valid. The AttributeValue for a "
            + "key attribute cannot contain an empty binary value. Key: ";
    private static final String HASH_TOO_LONG = "One or more parameter values were invalid: Size of hashkey has "
            + "exceeded the maximum size limit of2048 bytes";
    private static final String RANGE_TOO_LONG = "One or more parameter values were invalid: Aggregated size of all "
            + "range keys has exceeded the size limit of 1024 bytes";

    @Test
    void emptyStringKeyIsRefusedNamingTheKey() {
        assertThat(KeyValue.problem("pk", AttributeValue.s(""), true)).contains(EMPTY_STRING + "pk");
        assertThat(KeyValue.problem("sk", AttributeValue.s(""), false)).contains(EMPTY_STRING + "sk");
    }

    @Test
    void emptyBinaryKeyIsRefusedAsBinary() {
        assertThat(KeyValue.problem("pk", AttributeValue.b(new byte[0]), true)).contains(EMPTY_BINARY + "pk");
    }

    @Test
    void partitionKeyUpTo2048BytesIsAcceptedAndOneMoreRefused() {
        assertThat(KeyValue.problem("pk", AttributeValue.s("x".repeat(2048)), true)).isEmpty();
        assertThat(KeyValue.problem("pk", AttributeValue.s("x".repeat(2049)), true)).contains(HASH_TOO_LONG);
        assertThat(KeyValue.problem("pk", AttributeValue.b(new byte[2049]), true)).contains(HASH_TOO_LONG);
    }

    @Test
    void sortKeyUpTo1024BytesIsAcceptedAndOneMoreRefused() {
        assertThat(KeyValue.problem("sk", AttributeValue.s("x".repeat(1024)), false)).isEmpty();
        assertThat(KeyValue.problem("sk", AttributeValue.s("x".repeat(1025)), false)).contains(RANGE_TOO_LONG);
        assertThat(KeyValue.problem("sk", AttributeValue.b(new byte[1025]), false)).contains(RANGE_TOO_LONG);
    }

    @Test
    void keySizeIsCountedInUtf8Bytes() {
        String twoByteChars = "é".repeat(513);
        assertThat(twoByteChars.getBytes(StandardCharsets.UTF_8)).hasSize(1026);
        assertThat(KeyValue.problem("sk", AttributeValue.s(twoByteChars), false)).contains(RANGE_TOO_LONG);
        assertThat(KeyValue.problem("pk", AttributeValue.s(twoByteChars), true)).isEmpty();
    }

    @Test
    void numberKeysHaveNoSizeOrEmptinessProblem() {
        assertThat(KeyValue.problem("pk", AttributeValue.n("0"), true)).isEmpty();
        assertThat(KeyValue.problem("sk", AttributeValue.n("-1.2345678901234567890123456789012345678"), false))
                .isEmpty();
    }
}
