package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
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
}
