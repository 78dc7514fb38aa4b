package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * No moto difference goes unnamed: each {@link MotoDifference} has its own test, whose name starts with the
 * difference's name, and its own entry in docs/differential-testing.md. Runs without moto_server.
 */
class MotoDifferenceCatalogTest {
    private static final List<Class<?>> DIFFERENCE_TESTS = List.of(MotoRequestDifferencesTest.class,
            MotoFilterDifferencesTest.class, MotoWriteDifferencesTest.class);
    private static final Path DOC = Path.of("docs", "differential-testing.md");

    @ParameterizedTest(name = "{0}")
    @EnumSource(MotoDifference.class)
    void everyDifferenceHasATestNamedAfterIt(MotoDifference difference) {
        String prefix = camelCase(difference.name());
        List<String> tests = DIFFERENCE_TESTS.stream().flatMap(c -> Arrays.stream(c.getDeclaredMethods()))
                .filter(m -> m.isAnnotationPresent(Test.class)).map(Method::getName).toList();
        assertThat(tests).as("tests of %s", difference).anyMatch(name -> name.startsWith(prefix));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(MotoDifference.class)
    void everyDifferenceIsDocumented(MotoDifference difference) throws IOException {
        assertThat(Files.readString(DOC)).as("%s names %s", DOC, difference).contains("`" + difference.name() + "`");
    }

    @Test
    void theExactLimitRuleOnlyAppliesWhenMotoEndedAPageOnTheLimitWithoutAKey() {
        ReadPage exact = new ReadPage(List.of(), 3, 3, null, null);
        ReadPage shorter = new ReadPage(List.of(), 2, 2, null, null);
        MotoDifference rule = MotoDifference.EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY;
        assertThat(rule.appliesTo(List.of(exact), 3)).isTrue();
        assertThat(rule.appliesTo(List.of(shorter), 3)).isFalse();
        assertThat(rule.appliesTo(List.of(exact), null)).isFalse();
    }

    static String camelCase(String constant) {
        StringBuilder sb = new StringBuilder();
        for (String word : constant.toLowerCase(Locale.ROOT).split("_")) {
            sb.append(sb.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return sb.toString();
    }
}
