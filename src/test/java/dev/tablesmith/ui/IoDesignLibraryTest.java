package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IoDesignLibraryTest {
    private static final String WORKBENCH = """
            {"ModelName": "shop", "ModelMetadata": {"Version": "3.0", "AWSService": "Amazon DynamoDB"},
             "DataModel": [{"TableName": "orders", "BillingMode": "PAY_PER_REQUEST",
               "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
               "TableData": [{"PK": {"S": "o1"}}, {}]}]}
            """;

    @TempDir
    Path dir;

    private final IoDesignLibrary library = new IoDesignLibrary();

    @Test
    void workbenchModelOpensAsAnUnsavedImportWithItsWarnings() throws Exception {
        Path file = Files.writeString(dir.resolve("shop.tablesmith.json"), WORKBENCH);

        OpenedDesign opened = library.open(file);

        assertThat(opened.isImported()).isTrue();
        assertThat(opened.sourceFile()).isEmpty();
        assertThat(opened.design().table().name()).isEqualTo("orders");
        assertThat(opened.design().table().items()).hasSize(1);
        assertThat(opened.warnings()).singleElement().asString()
                .startsWith("shop.tablesmith.json: /DataModel/0/TableData/1: sample item dropped");
    }

    @Test
    void tablesmithDesignOpensFromItsFile() throws Exception {
        Path file = dir.resolve("shop.json");
        new JsonDesignStore().save(FakeDesignLibrary.design("shop"), file);

        OpenedDesign opened = library.open(file);

        assertThat(opened.isImported()).isFalse();
        assertThat(opened.sourceFile()).contains(file);
        assertThat(opened.warnings()).isEmpty();
    }

    @Test
    void truncatedFileIsReportedAsADesignFileProblemWithItsPosition() throws Exception {
        Path file = Files.writeString(dir.resolve("cut.json"), "{\"DataModel\": [");

        assertThatThrownBy(() -> library.open(file)).isInstanceOf(DesignLoadException.class)
                .satisfies(e -> assertThat(((DesignLoadException) e).problems()).isNotEmpty());
    }

    @Test
    void binaryFileIsAProblemSayingWhatItIsNotInputLength() throws Exception {
        Path file = Files.write(dir.resolve("photo.json"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10});

        assertThatThrownBy(() -> library.open(file)).isInstanceOf(DesignLoadException.class)
                .satisfies(e -> assertThat(((DesignLoadException) e).problems()).singleElement().asString()
                        .isEqualTo(file + ":1:1: this is a PNG image, not text; is this a design file?"));
    }

    @Test
    void textInAnotherEncodingGivesTheByteOffsetInTheLoadFailure() throws Exception {
        byte[] bytes = ("{\"format\": \"tablesmith/1\", \"name\": \"" + "x".repeat(1200) + "\u00e9\"}")
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = Files.write(dir.resolve("latin1.json"), bytes);

        Throwable error = org.assertj.core.api.Assertions.catchThrowable(() -> library.open(file));

        assertThat(LoadFailure.of("latin1.json", error).problems()).singleElement().asString()
                .isEqualTo(file + ":1:1237: not UTF-8 text at byte 1,236 (0xE9); is this a design file? (if it is,"
                        + " save it as UTF-8)");
    }

    /** Issue 20: the app's File &gt; Open refuses a design nested 10,000 deep in one located line, no stack. */
    @Test
    void aDesignNestedTenThousandDeepIsOneLocatedLine() throws Exception {
        String deep = "[".repeat(10_000) + "]".repeat(10_000);
        Path file = Files.writeString(dir.resolve("deep.tablesmith.json"), "{\n  \"format\": \"tablesmith/1\",\n"
                + "  \"name\": " + deep + "\n}\n");
        Path yaml = Files.writeString(dir.resolve("deep.yaml"), "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n"
                + "    Properties:\n      X: " + deep + "\n");

        Throwable design = org.assertj.core.api.Assertions.catchThrowable(() -> library.open(file));
        Throwable template = org.assertj.core.api.Assertions.catchThrowable(() -> library.open(yaml));

        assertThat(LoadFailure.of("deep.tablesmith.json", design).problems()).singleElement().asString()
                .isEqualTo(file + ":3:210: nesting deeper than 200 levels");
        assertThat(LoadFailure.of("deep.yaml", template).problems()).singleElement().asString()
                .startsWith(yaml + ":5:").endsWith("nesting deeper than 200 levels").hasSizeLessThan(200);
    }
}
