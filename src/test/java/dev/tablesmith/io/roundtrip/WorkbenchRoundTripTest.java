package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.RealWorldFixtures;
import dev.tablesmith.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Import → export → import through NoSQL Workbench keeps everything a Workbench model can express: the table keys,
 * GSIs and their projections, billing, one entity per facet with its partition and sort key templates and
 * attributes, and every sample item. What Workbench cannot hold (LSIs, TTL, streams, GSI key templates, access
 * patterns) is listed under "Limits" in docs/exports.md.
 */
class WorkbenchRoundTripTest {
    static Stream<String> examples() throws Exception {
        return new ExampleGallery().list().stream().map(Example::name);
    }

    static Stream<Path> fixtures() throws Exception {
        try (Stream<Path> files = Files.list(RealWorldFixtures.folder().resolve("workbench"))) {
            return files.sorted().toList().stream();
        }
    }

    static String workbench(Design design) {
        return Exporters.byId("workbench").orElseThrow().export(design);
    }

    static ImportResult reimport(Design design) throws Exception {
        return DesignImport.read(workbench(design), "exported.json", design.name());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void aBundledExampleKeepsItsWorkbenchShape(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(name).orElseThrow());
        ImportResult back = reimport(design);
        DesignShapes.assertSameShape(DesignShapes.workbench(back.design()), DesignShapes.workbench(design));
        assertThat(back.warnings()).isEmpty();
    }

    @Test
    void ttlAccessPatternsAndGsiKeyTemplatesAreTheDocumentedLosses() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Design back = reimport(design).design();
        assertThat(design.table().settings().ttlAttribute()).isNotNull();
        assertThat(back.table().settings().ttlAttribute()).isNull();
        assertThat(design.table().accessPatterns()).isNotEmpty();
        assertThat(back.table().accessPatterns()).isEmpty();
        assertThat(back.table().entity("Product").orElseThrow().key("GSI1SK").orElseThrow().template())
                .isEqualTo("{GSI1SK}");
        assertThat(Files.readString(Path.of("docs/exports.md"))).contains("Workbench models have no LSIs, TTL,"
                + " streams, sparse conditions (`when`), access patterns or GSI key templates per facet");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void aRealWorldModelImportedExportedAndImportedAgainIsTheSameDesign(Path file) throws Exception {
        Design first = DesignImport.read(file).design();
        ImportResult second = reimport(first);
        DesignShapes.assertSameShape(DesignShapes.workbench(second.design()), DesignShapes.workbench(first));
        assertThat(second.warnings()).isEmpty();
    }
}
