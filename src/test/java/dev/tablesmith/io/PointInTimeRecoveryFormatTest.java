package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.export.CloudFormationTemplate;
import dev.tablesmith.export.TerraformExporter;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Point-in-time recovery in the file format (absent: on; written only when off) and in the exports. */
class PointInTimeRecoveryFormatTest {
    private final JsonDesignStore store = new JsonDesignStore();

    private Design read(String text) throws Exception {
        return store.readForEditing(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "test.tablesmith.json").design();
    }

    private static Design withRecovery(Design design, boolean on) {
        Table table = design.table();
        return design.withTable(table.name(), table.withSettings(table.settings().withPointInTimeRecovery(on)));
    }

    @Test
    void absentMeansOnAndOffIsWrittenAndReadBack() throws Exception {
        Design design = RichDesign.build();
        assertThat(read(store.write(design)).table().settings().pointInTimeRecovery()).isTrue();
        assertThat(store.write(withRecovery(design, true))).doesNotContain("pointInTimeRecovery");

        String off = store.write(withRecovery(design, false));

        assertThat(off).containsPattern("\"pointInTimeRecovery\"\\s*:\\s*false");
        assertThat(read(off).table().settings().pointInTimeRecovery()).isFalse();
        assertThat(read(off)).isEqualTo(withRecovery(design, false));
    }

    @Test
    void theInfrastructureExportsWriteTheDesignsChoice() {
        Design off = withRecovery(RichDesign.build(), false);

        var resources = (dev.tablesmith.export.DocObject) new CloudFormationTemplate().document(off).get("Resources");
        var table = (dev.tablesmith.export.DocObject) resources.members().values().iterator().next();
        var properties = (dev.tablesmith.export.DocObject) table.get("Properties");
        assertThat(((dev.tablesmith.export.DocObject) properties.get("PointInTimeRecoverySpecification"))
                .get("PointInTimeRecoveryEnabled")).isEqualTo(false);
        assertThat(new TerraformExporter().export(off)).contains("point_in_time_recovery {")
                .contains("enabled = false");
        assertThat(new TerraformExporter().export(withRecovery(off, true))).contains("enabled = true");
    }
}
