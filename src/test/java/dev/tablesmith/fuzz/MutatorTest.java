package dev.tablesmith.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each mutator changes its seed, and the same seed of {@link Random} gives the same damage. */
class MutatorTest {
    private static final byte[] SEED = ("{\n  \"name\": \"orders\",\n  \"estimatedItemCount\": 250000,\n"
            + "  \"requestsPerSecond\": 12.5,\n  \"required\": true\n}\n").getBytes(StandardCharsets.UTF_8);

    @ParameterizedTest
    @EnumSource(Mutator.class)
    void damagesTheSeedTheSameWayForTheSameRandomSeed(Mutator mutator) {
        byte[] first = mutator.apply(SEED, new Random(7));
        byte[] again = mutator.apply(SEED, new Random(7));

        assertThat(first).isEqualTo(again).isNotEqualTo(SEED);
    }

    @Test
    void theValueMutatorsDoWhatTheySay() {
        assertThat(text(Mutator.HUGE_STRING.apply(SEED, new Random(1)))).containsAnyOf(
                "\"" + "x".repeat(100_000) + "\"", "\"" + "\u00e9".repeat(100_000) + "\"");
        assertThat(text(Mutator.DEEP_NESTING.apply(SEED, new Random(1)))).containsAnyOf("[".repeat(1000),
                "{\"a\": ".repeat(1000));
        assertThat(text(Mutator.ABSURD_COUNT.apply(SEED, new Random(1)))).as("a named count is replaced")
                .satisfiesAnyOf(t -> assertThat(t).doesNotContain("250000"), t -> assertThat(t).doesNotContain("12.5"));
        assertThat(SEED.length - Mutator.TRUNCATE.apply(SEED, new Random(1)).length).isPositive();
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
