package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.interop.ImportException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Open on Terraform files: recognised by their content, imported with warnings, errors located. */
class IoDesignLibraryTerraformTest {
    @TempDir
    Path dir;

    private final IoDesignLibrary library = new IoDesignLibrary();

    @Test
    void terraformFileOpensAsAnUnsavedImportWithItsWarnings() throws Exception {
        Path file = Files.writeString(dir.resolve("dynamodb.tf"), """
                resource "aws_dynamodb_table" "orders" {
                  name         = "orders"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "PK"
                  attribute {
                    name = "PK"
                    type = "S"
                  }
                  tags = var.tags
                }
                """);

        OpenedDesign opened = library.open(file);

        assertThat(opened.isImported()).isTrue();
        assertThat(opened.design().table().name()).isEqualTo("orders");
        assertThat(opened.warnings()).containsExactly("dynamodb.tf: /resource/aws_dynamodb_table/orders/0/tags:"
                + " aws_dynamodb_table field 'tags' is not represented in Tablesmith; ignored");
    }

    @Test
    void malformedTerraformIsReportedAtItsLineAndColumnNotAsADesignFile() throws Exception {
        Path file = Files.writeString(dir.resolve("broken.tf"),
                "resource \"aws_dynamodb_table\" \"orders\" {\n  name = \"orders\"\n");

        assertThatThrownBy(() -> library.open(file)).isInstanceOf(ImportException.class)
                .hasMessage(file + ":3:1: the block is not closed: '}' expected");
    }
}
