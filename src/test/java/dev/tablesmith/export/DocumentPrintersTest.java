package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.export.JsonDocumentExporter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The YAML, one-line JSON and Jackson printers of the document tree, and the tree's own rules. */
class DocumentPrintersTest {
    private final DocObject tree = DocObject.object()
            .put("Version", "2010-09-09")
            .put("Flag", "yes")
            .put("Plain", "commerce-main")
            .put("Hash", "CUST#c1")
            .put("Quote", "say \"hi\"\nbye")
            .put("Empty", List.of())
            .put("Number", 5L)
            .put("Nested", DocObject.object().put("List", List.of(DocObject.object().put("A", "x").put("B", true),
                    "y")));

    @Test
    void yamlWritesPlainOnlyWhatCannotBeReadAsAnotherType() {
        assertThat(YamlPrinter.print(tree)).isEqualTo("""
                Version: "2010-09-09"
                Flag: "yes"
                Plain: commerce-main
                Hash: "CUST#c1"
                Quote: "say \\"hi\\"\\nbye"
                Empty: []
                Number: 5
                Nested:
                  List:
                    - A: x
                      B: true
                    - "y"
                """);
    }

    @Test
    void compactJsonEscapesQuotesAndLineBreaks() {
        assertThat(JsonText.compact(tree)).startsWith("{\"Version\":\"2010-09-09\",\"Flag\":\"yes\"")
                .contains("\"Quote\":\"say \\\"hi\\\"\\nbye\"").contains("\"Empty\":[],\"Number\":5")
                .endsWith("\"Nested\":{\"List\":[{\"A\":\"x\",\"B\":true},\"y\"]}}");
    }

    @Test
    void jacksonPrintsTheSameTreeIndentedWithOneSpaceAfterEachColon() {
        String json = JsonDocumentExporter.print(DocObject.object().put("A", List.of(1L)).put("B", "x"));
        assertThat(json).isEqualTo("{\n  \"A\": [\n    1\n  ],\n  \"B\": \"x\"\n}\n");
    }

    @Test
    void aValueOutsideTheTreesTypesIsRejected() {
        assertThatThrownBy(() -> DocObject.object().put("When", new Object()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a document value");
    }

    @Test
    void emptyValuesAreLeftOutWhenOptional() {
        DocObject object = DocObject.object().putIfPresent("A", List.of()).putIfPresent("B", null)
                .putIfPresent("C", DocObject.object()).putIfPresent("D", "d");
        assertThat(object.members()).containsOnlyKeys("D");
    }
}
