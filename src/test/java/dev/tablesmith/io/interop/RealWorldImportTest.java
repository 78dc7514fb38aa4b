package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.review.DesignValidator;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RealWorldImportTest {

    static List<String> fixtures() {
        return RealWorldFixtures.all();
    }

    @Test
    void everyKindOfFixtureIsPresent() {
        assertThat(fixtures()).hasSizeGreaterThanOrEqualTo(17)
                .anyMatch(f -> f.startsWith("workbench/"))
                .anyMatch(f -> f.startsWith("electrodb/"))
                .anyMatch(f -> f.startsWith("onetable/"))
                .anyMatch(f -> f.startsWith("cloudformation/"));
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyFixtureImportsIntoAValidDesign(String fixture) {
        ImportResult result = RealWorldFixtures.read(fixture);

        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyImportedDesignSavesAndLoadsBackUnchanged(String fixture) throws Exception {
        Design design = RealWorldFixtures.read(fixture).design();
        JsonDesignStore store = new JsonDesignStore();

        String saved = store.write(design);
        Design loaded = store.read(new ByteArrayInputStream(saved.getBytes(StandardCharsets.UTF_8)), fixture);

        assertThat(store.write(loaded)).isEqualTo(saved);
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyWarningPointsIntoTheSource(String fixture) {
        ImportResult result = RealWorldFixtures.read(fixture);

        assertThat(result.warnings()).allSatisfy(w -> {
            assertThat(w.path()).matches("(/.*)?|\\d+:\\d+");
            assertThat(w.message()).doesNotContain("\n").isNotBlank();
        });
    }
}
