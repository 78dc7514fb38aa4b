package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bundled example, regenerated, still renders, validates and keeps its keys unique. */
class ExampleSampleGenerationTest {
    private static final int COUNT = 60;

    static Stream<String> examples() {
        return SampleFixtures.exampleNames().stream();
    }

    private static Design regenerated(String name, long seed) {
        Design design = SampleFixtures.example(name);
        SampleResult result = new SampleGenerator(seed).generate(design.table(), COUNT);
        assertThat(result.shortfalls()).isEmpty();
        return design.withTable(design.table().name(), result.table());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyEntityGetsTheRecordsAskedFor(String name) {
        Table table = regenerated(name, 1).table();

        assertThat(table.entities()).isNotEmpty().allSatisfy(e -> assertThat(e.records()).hasSize(COUNT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void generatedRecordsMaterializeWithoutProblems(String name) {
        for (long seed = 1; seed <= 3; seed++) {
            SampleData data = ItemMaterializer.materialize(regenerated(name, seed).table());

            assertThat(data.problems()).as("seed " + seed).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void theDesignWithGeneratedRecordsIsValid(String name) {
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(new DesignValidator().validate(regenerated(name, seed))).as("seed " + seed).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void noTwoItemsShareAPrimaryKey(String name) {
        Table table = regenerated(name, 2).table();
        List<String> keyNames = table.keySchema().attributeNames();
        Set<List<AttributeValue>> keys = new HashSet<>();

        for (Item item : ItemMaterializer.materialize(table).plainItems()) {
            List<AttributeValue> key = keyNames.stream().map(k -> item.get(k).orElseThrow()).toList();
            assertThat(keys.add(key)).as("duplicate key " + key).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyRequiredAttributeIsPresentAndOnlyDeclaredOnesAppear(String name) {
        Table table = regenerated(name, 3).table();

        for (Entity entity : table.entities()) {
            Set<String> declared = new HashSet<>(entity.attributes().stream().map(a -> a.name()).toList());
            assertThat(entity.records()).allSatisfy(record -> {
                assertThat(declared).containsAll(record.attributes().keySet());
                entity.attributes().stream().filter(a -> a.required())
                        .forEach(a -> assertThat(record.has(a.name())).as(entity.name() + "." + a.name()).isTrue());
            });
        }
    }
}
