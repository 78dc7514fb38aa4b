package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.io.InputStream;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bundled example loads through the real design reader, validates without problems and loses nothing on
 * the way in. These tests depend on {@link JsonDesignStore} and {@link DesignValidator}; the format checks that
 * need only Jackson are in {@link ExamplesStructureTest}.
 */
class ExamplesTest {

    static Stream<ExampleFile> examples() {
        return ExampleResources.examples().stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void loadsWithTheDesignStoreAndValidatesWithoutProblems(ExampleFile example) throws Exception {
        Design design = read(example);
        assertThat(new DesignValidator().validate(design)).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void loadingKeepsEveryIndexEntityPatternRecordAndItem(ExampleFile example) throws Exception {
        Design design = read(example);
        assertThat(design.name()).isEqualTo(example.name());
        assertThat(design.tables()).hasSize(1);
        Table table = design.table();
        JsonNode json = example.table();
        assertThat(table.name()).isEqualTo(json.path("name").asText());
        assertThat(table.indexes()).extracting(SecondaryIndex::name)
                .containsExactlyElementsOf(example.indexes().stream().map(i -> i.path("name").asText()).toList());
        assertThat(table.entities()).extracting(Entity::name)
                .containsExactlyElementsOf(example.entities().stream().map(e -> e.path("name").asText()).toList());
        for (Entity entity : table.entities()) {
            JsonNode source = example.entity(entity.name());
            assertThat(entity.records()).as(entity.name()).hasSize(list(source.path("records")).size());
            assertThat(entity.keys()).extracting(EntityKey::attribute).as(entity.name())
                    .containsExactlyElementsOf(ExampleResources.fieldNames(source.path("keys")));
            assertThat(entity.attributes()).as(entity.name()).hasSize(list(source.path("attributes")).size());
        }
        assertThat(table.accessPatterns()).extracting(AccessPattern::id)
                .containsExactlyElementsOf(example.accessPatterns().stream().map(p -> p.path("id").asText()).toList());
        assertThat(table.items()).hasSize(list(json.path("items")).size());
    }

    @ParameterizedTest
    @MethodSource("examples")
    void bundledFileIsAlreadyInCanonicalForm(ExampleFile example) throws Exception {
        String text = ExampleResources.text(ExampleResources.FOLDER + example.file());
        assertThat(new JsonDesignStore().write(read(example))).isEqualTo(text);
    }

    @Test
    void galleryListsTheIndexEntriesInOrder() throws Exception {
        List<JsonNode> entries = list(ExampleResources.index());
        List<Example> gallery = new ExampleGallery().list();
        assertThat(gallery).extracting(Example::name)
                .containsExactlyElementsOf(entries.stream().map(e -> e.path("name").asText()).toList());
        assertThat(gallery).extracting(Example::title)
                .containsExactlyElementsOf(entries.stream().map(e -> e.path("title").asText()).toList());
        for (Example example : gallery) {
            assertThat(new ExampleGallery().load(example).name()).isEqualTo(example.name());
        }
    }

    private static Design read(ExampleFile example) throws Exception {
        try (InputStream in = ExampleResources.open(ExampleResources.FOLDER + example.file())) {
            return new JsonDesignStore().read(in, example.file());
        }
    }
}
