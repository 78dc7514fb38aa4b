package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.ImportWarning;
import dev.tablesmith.io.interop.RealWorldFixtures;
import dev.tablesmith.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Export → import through CloudFormation (YAML and JSON) keeps every table definition: keys with their types,
 * GSIs and LSIs with projections, billing with capacity (a GSI without its own throughput gets the table's, as
 * DynamoDB requires), TTL, stream and point-in-time recovery, without a warning.
 */
class CloudFormationRoundTripTest {
    static Stream<Arguments> examples() throws Exception {
        return new ExampleGallery().list().stream().map(Example::name)
                .flatMap(n -> Stream.of(Arguments.of(n, "cloudformation"), Arguments.of(n, "cloudformation-json")));
    }

    static Stream<Path> fixtures() throws Exception {
        try (Stream<Path> files = Files.list(RealWorldFixtures.folder().resolve("cloudformation"))) {
            return files.sorted().toList().stream();
        }
    }

    static ImportResult reimport(Design design, String format) throws Exception {
        String template = Exporters.byId(format).orElseThrow().export(design);
        return DesignImport.read(template, "table." + format, design.name());
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("examples")
    void aBundledExampleKeepsItsTableDefinition(String name, String format) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(name).orElseThrow());
        ImportResult back = reimport(design, format);
        DesignShapes.assertSameShape(DesignShapes.tableDefinition(back.design()),
                DesignShapes.tableDefinition(design));
        assertThat(back.warnings()).extracting(ImportWarning::message).isEmpty();
        assertThat(back.design().table().settings().pointInTimeRecovery())
                .isEqualTo(design.table().settings().pointInTimeRecovery());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void aRealWorldTemplateImportedExportedAndImportedAgainKeepsItsTables(Path file) throws Exception {
        Design first = DesignImport.read(file).design();
        for (String format : new String[] {"cloudformation", "cloudformation-json"}) {
            Design second = reimport(first, format).design();
            DesignShapes.assertSameShape(DesignShapes.tableDefinition(second),
                    DesignShapes.tableDefinition(first));
        }
    }
}
